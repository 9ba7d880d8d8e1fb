import * as clipboard from "@zag-js/clipboard"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as clipboardControls } from "./clipboard.controls"
import styles from "./clipboard.css?inline"

export { styles }

export default function ClipboardDemo({ values }: DemoProps<typeof clipboardControls>) {
  const service = useDemoMachine(clipboard.machine, values)
  const api = clipboard.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Copy this link</label>
      <div {...api.getControlProps()}>
        <input {...api.getInputProps()} />
        <button {...api.getTriggerProps()}>
          <span {...api.getIndicatorProps({ copied: true })}>Copied</span>
          <span {...api.getIndicatorProps({ copied: false })}>Copy</span>
        </button>
      </div>
    </div>
  )
}
