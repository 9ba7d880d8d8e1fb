import * as collapsible from "@zag-js/collapsible"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls } from "./collapsible.nested.controls"
import styles from "./collapsible.css?inline"

export { styles }

type Settings = DemoProps<typeof controls>["values"]

const panels = [1, 2, 3]

function Panel(props: {
  value: number
  open: boolean
  onOpenChange: (open: boolean) => void
  settings: Settings
}) {
  const { value, open, onOpenChange, settings } = props
  // Controlled: the list owns every panel's open state, so one button can set them all.
  const service = useDemoMachine(collapsible.machine, {
    dir: settings.dir,
    disabled: settings.disabled,
    open,
    onOpenChange: (details) => onOpenChange(details.open),
  })
  const api = collapsible.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()} className="sb-collapsible-panel">
      <button {...api.getTriggerProps()} disabled={api.disabled}>
        Panel {value}
        <span {...api.getIndicatorProps()} aria-hidden="true">
          ›
        </span>
      </button>
      <div {...api.getContentProps()}>
        <div className="sb-collapsible-body">
          <p>Content of panel {value}.</p>
        </div>
      </div>
    </div>
  )
}

/** Several controlled collapsibles in a list: opened together or one by one, and reordered. */
export default function CollapsibleMultiple({ values }: DemoProps<typeof controls>) {
  const [order, setOrder] = useState(panels)
  const [open, setOpen] = useState<Record<number, boolean>>({ 1: true, 2: true, 3: true })
  const allOpen = panels.every((value) => open[value])
  const setAll = (next: boolean) =>
    setOpen(Object.fromEntries(panels.map((value) => [value, next])))

  return (
    <div className="sb-collapsible-multiple">
      <div className="sb-row" role="group" aria-label="All panels">
        <button type="button" onClick={() => setAll(!allOpen)}>
          {allOpen ? "Collapse all" : "Expand all"}
        </button>
        <button type="button" onClick={() => setOrder((current) => [...current].reverse())}>
          Reverse order
        </button>
      </div>
      <ul className="sb-collapsible-list" aria-label="Panels">
        {order.map((value) => (
          <li key={value}>
            <Panel
              value={value}
              open={open[value] ?? false}
              onOpenChange={(next) => setOpen((current) => ({ ...current, [value]: next }))}
              settings={values}
            />
          </li>
        ))}
      </ul>
      <p className="sb-muted" aria-live="polite">
        Order: {order.join(", ")}; open:{" "}
        {panels.filter((value) => open[value]).join(", ") || "none"}
      </p>
    </div>
  )
}
