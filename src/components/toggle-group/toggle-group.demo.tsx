import { normalizeProps } from "@zag-js/react"
import * as toggle from "@zag-js/toggle-group"
import { textStyles } from "./text-styles"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as toggleGroupControls } from "./toggle-group.controls"
import styles from "./toggle-group.css?inline"

export { styles }

export default function ToggleGroupDemo({ values }: DemoProps<typeof toggleGroupControls>) {
  const service = useDemoMachine(toggle.machine, values)
  const api = toggle.connect(service, normalizeProps)
  return (
    <div className="sb-row">
      {/* A focusable neighbour, to tab into and out of the group. */}
      <button type="button">Outside</button>
      <div {...api.getRootProps()} aria-label="Text style">
        {textStyles.map((style) => (
          <button
            key={style.value}
            {...api.getItemProps({ value: style.value })}
            aria-label={style.label}
            data-style={style.value}
          >
            {style.letter}
          </button>
        ))}
      </div>
    </div>
  )
}
