import * as collapsible from "@zag-js/collapsible"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls } from "./collapsible.controls"
import styles from "./collapsible.css?inline"

export { styles }

/** Closed, the content keeps its first 100px on show, faded out, as a teaser for the rest. */
export default function CollapsiblePartial({ values }: DemoProps<typeof controls>) {
  const service = useDemoMachine(collapsible.machine, {
    dir: values.dir,
    disabled: values.disabled,
    defaultOpen: values.open,
    collapsedHeight: "100px",
  })
  const api = collapsible.connect(service, normalizeProps)
  useSettingToMachine(values.open, (open) => api.setOpen(open))

  return (
    <div {...api.getRootProps()}>
      <div {...api.getContentProps()}>
        <div className="sb-collapsible-body">
          <p>
            Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor
            incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud
            exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.
          </p>
          <p>
            Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat
            nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui
            officia deserunt mollit anim id est laborum.{" "}
            {/* While closed zag makes this link inert: it may be on show but cannot take focus. */}
            <a href="collapsible">Read about collapsibles</a>
          </p>
        </div>
      </div>
      {/* After the content, as in reading order: the reader sees the teaser, then "Show more". */}
      <button {...api.getTriggerProps()} disabled={api.disabled}>
        {api.open ? "Show less" : "Show more"}
        <span {...api.getIndicatorProps()} aria-hidden="true">
          ›
        </span>
      </button>
      <p className="sb-muted">
        State: <span data-testid="collapsible-state">{String(service.state.get())}</span>
      </p>
    </div>
  )
}
