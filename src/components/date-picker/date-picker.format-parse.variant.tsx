import { useMemo } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as datePickerControls } from "./date-picker.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { formatDayMonthYear, localeSeparator, parseDayMonthYear } from "./date-picker-formats"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/**
 * zag's `format` and `parse`: the field writes dd/mm/yy in every locale (with the locale's
 * separator, the only one zag's field lets through) and reads short forms: `5/7` is that day
 * this year, `12` the 12th of this month.
 */
export default function DatePickerFormatParse({ values }: DemoProps<typeof datePickerControls>) {
  const placeholder = useMemo(() => {
    const separator = localeSeparator(values.locale)
    return ["dd", "mm", "yy"].join(separator)
  }, [values.locale])
  const { api, messages } = useDatePickerDemo(values, "single", {
    format: formatDayMonthYear,
    parse: parseDayMonthYear,
    placeholder,
  })
  return <DatePickerFrame api={api} messages={messages} name="date" labels={["Date"]} />
}
