import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as yearControls } from "./date-picker.year.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { isoYear, yearPickerProps } from "./date-picker-periods"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/**
 * A year picker (zag's `minView: "year"`): the calendar shows only the years, a decade at a
 * time; the field reads `yyyy`, or two digits as a year of this century.
 */
export default function DatePickerYear({ values }: DemoProps<typeof yearControls>) {
  const { api, messages } = useDatePickerDemo(values, "single", yearPickerProps)
  return (
    <DatePickerFrame
      api={api}
      messages={messages}
      name="year"
      labels={["Year"]}
      views={["year"]}
      selects={false}
      formText={isoYear}
    />
  )
}
