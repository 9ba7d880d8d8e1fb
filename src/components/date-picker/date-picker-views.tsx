import type { DateView } from "@zag-js/date-picker"
import type { DatePickerApi } from "./use-date-picker-demo"

/** Month and year grids have 4 columns; the year grid shows 12 years. */
const GRID_COLUMNS = 4
const YEARS_SHOWN = 12

interface ViewProps {
  api: DatePickerApi
}

/** Previous, view switch (month → year → decade) and next, for one view. */
function ViewControl({ api, view, title }: ViewProps & { view: DateView; title: string }) {
  const viewTrigger = api.getViewTriggerProps({ view })
  return (
    <div {...api.getViewControlProps({ view })}>
      <button {...api.getPrevTriggerProps({ view })}>
        <span aria-hidden="true">‹</span>
      </button>
      {/* The name starts with the visible title, so voice control users can say what they see. */}
      <button {...viewTrigger} aria-label={`${title}, ${viewTrigger["aria-label"]}`}>
        {title}
      </button>
      <button {...api.getNextTriggerProps({ view })}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  )
}

/** The day view: one table per visible month (7 columns). `digits` writes the day numbers. */
export function DayView({ api, digits }: ViewProps & { digits?: Intl.NumberFormat }) {
  const months = Array.from({ length: api.numOfMonths }, (_, index) => index)
  return (
    <div {...api.getViewProps({ view: "day" })}>
      <ViewControl api={api} view="day" title={api.visibleRangeText.formatted} />
      <div className="sb-date-picker-months">
        {months.map((index) => (
          <MonthTable key={index} api={api} index={index} digits={digits} />
        ))}
      </div>
    </div>
  )
}

function MonthTable({
  api,
  index,
  digits,
}: ViewProps & { index: number; digits?: Intl.NumberFormat | undefined }) {
  // The first month is the machine's own; later ones are offsets from it.
  const offset = index === 0 ? undefined : api.getOffset({ months: index })
  const weeks = offset?.weeks ?? api.weeks
  const visibleRange = offset?.visibleRange
  const several = api.numOfMonths > 1
  return (
    <div className="sb-date-picker-month">
      {several && (
        <div className="sb-date-picker-month-title">
          {offset?.visibleRangeText.start ?? api.visibleRangeText.start}
        </div>
      )}
      <table {...api.getTableProps({ view: "day", id: String(index) })}>
        <thead {...api.getTableHeadProps({ view: "day" })}>
          <tr {...api.getTableRowProps({ view: "day" })}>
            {api.showWeekNumbers && (
              <th {...api.getWeekNumberHeaderCellProps({ view: "day" })}>Wk</th>
            )}
            {api.weekDays.map((day) => (
              <th key={day.long} scope="col" {...api.getTableHeaderProps({ view: "day" })}>
                {day.narrow}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...api.getTableBodyProps({ view: "day" })}>
          {weeks.map((week, row) => (
            <tr key={row} {...api.getTableRowProps({ view: "day" })}>
              {api.showWeekNumbers && (
                <th {...api.getWeekNumberCellProps({ weekIndex: row, week })}>
                  {api.getWeekNumber(week)}
                </th>
              )}
              {week.map((value) => {
                const cell = { value, visibleRange }
                // With several months, a neighbour month's days are left blank: they are
                // real cells in the next table, and a second copy would repeat their ids.
                if (several && api.getDayTableCellState(cell).outsideRange)
                  return <td key={value.toString()} role="gridcell" />
                return (
                  <td key={value.toString()} {...api.getDayTableCellProps(cell)}>
                    <div {...api.getDayTableCellTriggerProps(cell)}>
                      {digits ? digits.format(value.day) : value.day}
                    </div>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The month view: the twelve months of the visible year. */
export function MonthView({ api }: ViewProps) {
  return (
    <div {...api.getViewProps({ view: "month" })}>
      <ViewControl api={api} view="month" title={api.visibleRangeText.start} />
      <table {...api.getTableProps({ view: "month", columns: GRID_COLUMNS })}>
        <tbody {...api.getTableBodyProps({ view: "month" })}>
          {api.getMonthsGrid({ columns: GRID_COLUMNS, format: "long" }).map((months, row) => (
            <tr key={row} {...api.getTableRowProps({ view: "month" })}>
              {months.map((month) => (
                <td key={month.value} {...api.getMonthTableCellProps(month)}>
                  <div {...api.getMonthTableCellTriggerProps(month)}>{month.label}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The year view: the visible decade and the two years after it (zag's 12-year page). The two
 * extra years are outside the decade, so zag shows them as not selectable, like outside days.
 */
export function YearView({ api }: ViewProps) {
  const decade = api.getDecade()
  const first = decade.start ?? api.focusedValue.year
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => first + index)
  const rows = Array.from({ length: YEARS_SHOWN / GRID_COLUMNS }, (_, row) =>
    years.slice(row * GRID_COLUMNS, (row + 1) * GRID_COLUMNS),
  )
  return (
    <div {...api.getViewProps({ view: "year" })}>
      <ViewControl api={api} view="year" title={`${first} - ${decade.end ?? first + 9}`} />
      <table {...api.getTableProps({ view: "year", columns: GRID_COLUMNS })}>
        <tbody {...api.getTableBodyProps({ view: "year" })}>
          {rows.map((row, index) => (
            <tr key={index} {...api.getTableRowProps({ view: "year" })}>
              {row.map((year) => (
                <td key={year} {...api.getYearTableCellProps({ value: year })}>
                  <div {...api.getYearTableCellTriggerProps({ value: year })}>{year}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
