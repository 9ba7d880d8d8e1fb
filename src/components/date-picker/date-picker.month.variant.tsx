import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as monthControls } from "./date-picker.month.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { isoMonth, useMonthPickerProps } from "./date-picker-periods"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/**
 * A month picker (zag's `minView: "month"`): the calendar opens on the months of a year and
 * goes up to the years, never down to days; the field reads and writes `mm/yyyy`.
 */
export default function DatePickerMonth({ values }: DemoProps<typeof monthControls>) {
  const props = useMonthPickerProps(values.locale)
  const { api, messages } = useDatePickerDemo(values, "single", props)
  return (
    <DatePickerFrame
      api={api}
      messages={messages}
      name="month"
      labels={["Month"]}
      views={["month", "year"]}
      selects={false}
      formText={isoMonth}
    />
  )
}
