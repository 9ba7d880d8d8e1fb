import type { DatePickerApi } from "./use-date-picker-demo"

/** The year select lists the years 1000 to 4000. */
export const FIRST_SELECT_YEAR = 1000
export const LAST_SELECT_YEAR = 4000
const selectYears = Array.from(
  { length: LAST_SELECT_YEAR - FIRST_SELECT_YEAR + 1 },
  (_, index) => FIRST_SELECT_YEAR + index,
)

/** Month and year selects that jump the calendar; zag keeps them in step with the view. */
export function DatePickerSelects({ api }: { api: DatePickerApi }) {
  return (
    <div className="sb-date-picker-selects">
      <select {...api.getMonthSelectProps()}>
        {api.getMonths().map((month) => (
          <option key={month.value} value={month.value} disabled={month.disabled}>
            {month.label}
          </option>
        ))}
      </select>
      <select {...api.getYearSelectProps()}>
        {selectYears.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  )
}
