import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as yearRangeControls } from "./date-picker-range.year-range.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { isoYear, yearPickerProps } from "./date-picker-periods"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/**
 * A range of years (zag's range selection with `minView: "year"`): the first click picks the
 * start year, the second the end, both from the grid of years.
 */
export default function DatePickerYearRange({ values }: DemoProps<typeof yearRangeControls>) {
  const { api, messages } = useDatePickerDemo(values, "range", yearPickerProps)
  return (
    <DatePickerFrame
      api={api}
      messages={messages}
      name="years"
      labels={["Start year", "End year"]}
      views={["year"]}
      selects={false}
      formText={isoYear}
    />
  )
}
