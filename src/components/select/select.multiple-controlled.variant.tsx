import { normalizeProps } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as selectControls } from "./select.controls"
import { SelectField } from "./select-field"
import { selectItems } from "./select-items"
import optionListCss from "../kit/parts/option-list.css?inline"
import selectCss from "./select.css?inline"

export const styles = optionListCss + selectCss

const collection = select.collection({ items: [...selectItems] })

type Which = "starter" | "dessert"

interface ControlledSelectProps {
  settings: Omit<DemoProps<typeof selectControls>["values"], "placement">
  placement: DemoProps<typeof selectControls>["values"]["placement"]
  which: Which
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** One of the two selects: its `open` is the app's, reported back through `onOpenChange`. */
function ControlledSelect({
  settings,
  placement,
  which,
  open,
  onOpenChange,
}: ControlledSelectProps) {
  const service = useDemoMachine(
    select.machine,
    {
      ...settings,
      collection,
      name: which,
      open,
      onOpenChange: (details) => onOpenChange(details.open),
      positioning: { ...overlayPositioning, placement },
    },
    { label: which },
  )
  const api = select.connect(service, normalizeProps)
  const label = which === "starter" ? "Starter fruit" : "Dessert fruit"
  return <SelectField api={api} label={label} placeholder="Select a fruit" items={selectItems} />
}

/**
 * Two selects whose open state the app holds (`open` + `onOpenChange`), one at most open: the
 * app can open either from its own button, and zag's own closing (Escape, a click outside,
 * a choice) comes back to it as a change.
 */
export default function SelectMultipleControlled({ values }: DemoProps<typeof selectControls>) {
  const { placement, ...settings } = values
  const [open, setOpen] = useState<Which | null>(null)
  const change = (which: Which) => (isOpen: boolean) =>
    setOpen((current) => (isOpen ? which : current === which ? null : current))

  return (
    <div className="sb-select-form">
      {(["starter", "dessert"] as const).map((which) => (
        <ControlledSelect
          key={which}
          settings={settings}
          placement={placement}
          which={which}
          open={open === which}
          onOpenChange={change(which)}
        />
      ))}
      <button type="button" onClick={() => setOpen("dessert")}>
        Open dessert
      </button>
      <p className="sb-select-status">App’s open state: {open ?? "none"}</p>
    </div>
  )
}
