import {
  GregorianCalendar,
  PersianCalendar,
  toCalendar,
  type Calendar,
  type DateValue,
} from "@internationalized/date"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as customCalendarControls } from "./date-picker.custom-calendar.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { useDatePickerDemo } from "./use-date-picker-demo"

export { styles }

const gregorian = new GregorianCalendar()
/** Day numbers in Persian digits, as the cells' names say them. */
const persianDigits = new Intl.NumberFormat("fa-IR")

/**
 * zag's `createCalendar`: only the calendars a page names are bundled. fa-IR asks for the
 * Persian one; any other falls back to the Gregorian calendar.
 */
function createCalendar(identifier: string): Calendar {
  return identifier === "persian" ? new PersianCalendar() : gregorian
}

/** The form gets the Gregorian date (YYYY-MM-DD), whatever calendar the picker shows. */
const gregorianIso = (date: DateValue) => toCalendar(date, gregorian).toString()

/** A date picker in fa-IR on the Persian calendar: its months, years and digits. */
export default function DatePickerCustomCalendar({
  values,
}: DemoProps<typeof customCalendarControls>) {
  const { api, messages } = useDatePickerDemo(values, "single", {
    locale: "fa-IR",
    createCalendar,
  })
  return (
    // The picker speaks Persian: screen readers switch voice by the language it is marked with.
    <div lang="fa-IR">
      <DatePickerFrame
        api={api}
        messages={messages}
        name="date"
        labels={["تاریخ"]}
        formText={gregorianIso}
        digits={persianDigits}
      />
    </div>
  )
}
