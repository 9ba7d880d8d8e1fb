import * as collapsible from "@zag-js/collapsible"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as collapsibleControls } from "./collapsible.controls"
import styles from "./collapsible.css?inline"

export { styles }

export default function CollapsibleDemo({ values }: DemoProps<typeof collapsibleControls>) {
  const service = useDemoMachine(collapsible.machine, {
    dir: values.dir,
    disabled: values.disabled,
    defaultOpen: values.open,
  })
  const api = collapsible.connect(service, normalizeProps)
  // The machine owns open; the Open control opens or closes it like the trigger does.
  useSettingToMachine(values.open, (open) => api.setOpen(open))

  return (
    <div {...api.getRootProps()}>
      {/* zag marks a disabled trigger with data-disabled; the attribute also tells assistive tech. */}
      <button {...api.getTriggerProps()} disabled={api.disabled}>
        Toggle content
        <span {...api.getIndicatorProps()} aria-hidden="true">
          ›
        </span>
      </button>
      <div {...api.getContentProps()}>
        <div className="sb-collapsible-body">
          <p>
            Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor
            incididunt ut labore et dolore magna aliqua.
          </p>
          {/* Relative on purpose: the showcase router resolves it against the current path. */}
          <a href="collapsible">Open the collapsible page</a>
        </div>
      </div>
      <p className="sb-muted">
        State: <span data-testid="collapsible-state">{String(service.state.get())}</span>
      </p>
    </div>
  )
}
