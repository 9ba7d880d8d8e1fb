import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as datePickerControls } from "./date-picker.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/** Single selection: one date, typed or picked from the calendar. */
export default function DatePickerDemo({ values }: DemoProps<typeof datePickerControls>) {
  const { api, messages } = useDatePickerDemo(values, "single")
  return <DatePickerFrame api={api} messages={messages} name="date" labels={["Date"]} />
}
