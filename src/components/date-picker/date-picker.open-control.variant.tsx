import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as datePickerControls } from "./date-picker.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/**
 * The page holds whether the calendar is open (zag's controlled `open`): buttons outside the
 * picker open and close it, and the picker's own trigger, Escape and outside clicks ask the
 * page through `onOpenChange`. `defaultOpen` is set too, and loses to `open`, as in zag's page.
 */
export default function DatePickerOpenControl({ values }: DemoProps<typeof datePickerControls>) {
  const [open, setOpen] = useState(false)
  const { api, messages } = useDatePickerDemo(values, "single", {
    open,
    defaultOpen: true,
    onOpenChange: (details) => setOpen(details.open),
  })
  const outside = (
    <div className="sb-date-picker-open-control">
      <button type="button" onClick={() => setOpen(true)} disabled={open}>
        Open from outside
      </button>
      <button type="button" onClick={() => setOpen(false)} disabled={!open}>
        Close from outside
      </button>
      <output>{`Page says: ${open ? "open" : "closed"}`}</output>
    </div>
  )
  return (
    <DatePickerFrame api={api} messages={messages} name="date" labels={["Date"]} header={outside} />
  )
}
