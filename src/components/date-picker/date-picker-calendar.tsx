import { DatePickerSelects } from "./date-picker-selects"
import { DayView, MonthView, YearView } from "./date-picker-views"
import type { DatePickerApi } from "./use-date-picker-demo"

/**
 * The popup: month and year selects over the day, month and year views (zag shows one at a
 * time). Rendered inline, not portalled, so it stays in the element's shadow root.
 */
export function DatePickerCalendar({ api }: { api: DatePickerApi }) {
  return (
    <div {...api.getPositionerProps()}>
      <div {...api.getContentProps()}>
        <DatePickerSelects api={api} />
        <DayView api={api} />
        <MonthView api={api} />
        <YearView api={api} />
      </div>
    </div>
  )
}
