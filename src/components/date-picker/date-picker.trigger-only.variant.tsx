import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as datePickerControls } from "./date-picker.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { TriggerField } from "./date-picker-trigger-field"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/** No text field: the calendar button shows the chosen date, so dates are only picked. */
export default function DatePickerTriggerOnly({ values }: DemoProps<typeof datePickerControls>) {
  const { api, messages } = useDatePickerDemo(values, "single")
  const text = api.valueAsString[0] || "Select date"
  return (
    <DatePickerFrame
      api={api}
      messages={messages}
      name="date"
      field={<TriggerField api={api} text={text} />}
    />
  )
}
