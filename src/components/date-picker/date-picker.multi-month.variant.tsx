import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as multiMonthControls } from "./date-picker.multi-month.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { isoMonth, useMonthPickerProps } from "./date-picker-periods"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/** zag's cap: once this many months are chosen, a click on another chooses nothing. */
const MAX_MONTHS = 2

/**
 * The month picker (zag's `minView: "month"`) taking several months, at most two: each click
 * toggles a month and the calendar stays open. At the cap zag ignores a pick of another
 * month (removing one of the two still works); the line below the field lists them.
 */
export default function DatePickerMultiMonth({ values }: DemoProps<typeof multiMonthControls>) {
  const monthProps = useMonthPickerProps(values.locale)
  const { api, messages } = useDatePickerDemo(values, "multiple", {
    ...monthProps,
    maxSelectedDates: MAX_MONTHS,
  })
  const selected = api.valueAsString.join(", ")
  const list = (
    <output className="sb-date-picker-selected">
      {`Selected months (up to ${MAX_MONTHS}): ${selected || "none"}`}
    </output>
  )
  return (
    <DatePickerFrame
      api={api}
      messages={messages}
      name="months"
      labels={["Months"]}
      footer={list}
      views={["month", "year"]}
      selects={false}
      formText={isoMonth}
    />
  )
}
