import type { DateView } from "@zag-js/date-picker"
import type { ReactNode } from "react"
import { DatePickerSelects } from "./date-picker-selects"
import { DayView, MonthView, YearView } from "./date-picker-views"
import type { DatePickerApi } from "./use-date-picker-demo"

interface CalendarProps {
  api: DatePickerApi
  /** The views the picker can reach (a month picker never shows days). */
  views?: readonly DateView[]
  /** Whether the month and year selects are shown above the views. */
  selects?: boolean
  /** Writes the day numbers in a locale's own digits (Latin digits unless given). */
  digits?: Intl.NumberFormat
  /** Shown below the views, inside the calendar (a time field). */
  children?: ReactNode
}

const allViews: readonly DateView[] = ["day", "month", "year"]

/** The calendar's content: the selects over the day, month and year views, one shown at a time. */
export function CalendarContent(props: CalendarProps) {
  const { api, views = allViews, selects = true } = props
  return (
    <div {...api.getContentProps()}>
      {selects && <DatePickerSelects api={api} />}
      {views.includes("day") && <DayView api={api} digits={props.digits} />}
      {views.includes("month") && <MonthView api={api} />}
      {views.includes("year") && <YearView api={api} />}
      {props.children}
    </div>
  )
}

/**
 * The popup: the calendar's content in its positioner. Rendered inline, not portalled, so it
 * stays in the element's shadow root.
 */
export function DatePickerCalendar(props: CalendarProps) {
  return (
    <div {...props.api.getPositionerProps()}>
      <CalendarContent {...props} />
    </div>
  )
}
