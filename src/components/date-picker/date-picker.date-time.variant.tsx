import { DateFormatter } from "@internationalized/date"
import type { DateValue } from "@zag-js/date-picker"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as dateTimeControls } from "./date-picker.date-time.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { TimeField } from "./date-picker-time-field"
import { TriggerField } from "./date-picker-trigger-field"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

/** The date (and time, once one is set) in the locale's words, in the chosen time zone. */
function describe(value: DateValue, locale: string, timeZone: string): string {
  const withTime = "hour" in value
  const formatter = new DateFormatter(locale, {
    dateStyle: "medium",
    ...(withTime && { timeStyle: "short" }),
    timeZone,
  })
  return formatter.format(value.toDate(timeZone))
}

/**
 * A date and a time: the day from the calendar, the time from a field below it. The calendar
 * stays open on a day so the time can follow; the button shows both.
 */
export default function DatePickerDateTime({ values }: DemoProps<typeof dateTimeControls>) {
  const { api, messages } = useDatePickerDemo(values, "single", { closeOnSelect: false })
  const value = api.value[0]
  const text = value ? describe(value, values.locale, values.timeZone) : "Select date and time"
  return (
    <DatePickerFrame
      api={api}
      messages={messages}
      name="datetime"
      field={<TriggerField api={api} text={text} />}
      inCalendar={<TimeField api={api} />}
    />
  )
}
