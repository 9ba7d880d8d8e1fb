import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as datePickerMultiControls } from "./date-picker-multi.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/**
 * Multiple selection: each click in the calendar toggles a date, and the calendar stays open.
 * zag's text input holds one date (the first); the list below it shows them all.
 */
export default function DatePickerMultiDemo({ values }: DemoProps<typeof datePickerMultiControls>) {
  const { api, messages } = useDatePickerDemo(values, "multiple")
  const selected = api.valueAsString.join(", ")
  const list = (
    <output className="sb-date-picker-selected">{`Selected dates: ${selected || "none"}`}</output>
  )
  return (
    <DatePickerFrame api={api} messages={messages} name="dates" labels={["Dates"]} footer={list} />
  )
}
