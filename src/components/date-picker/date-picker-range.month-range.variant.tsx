import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as monthRangeControls } from "./date-picker-range.month-range.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { isoMonth, useMonthPickerProps } from "./date-picker-periods"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/**
 * A range of months (zag's range selection with `minView: "month"`): the first click picks
 * the start month, the second the end; each field reads and writes `mm/yyyy`.
 */
export default function DatePickerMonthRange({ values }: DemoProps<typeof monthRangeControls>) {
  const props = useMonthPickerProps(values.locale)
  const { api, messages } = useDatePickerDemo(values, "range", props)
  return (
    <DatePickerFrame
      api={api}
      messages={messages}
      name="months"
      labels={["Start month", "End month"]}
      views={["month", "year"]}
      selects={false}
      formText={isoMonth}
    />
  )
}
