import type { PropTypes } from "@zag-js/react"
import type * as timePicker from "@zag-js/time-picker"

const PERIODS = [
  { value: "am", label: "AM" },
  { value: "pm", label: "PM" },
] as const

/** The popup's columns: hours, minutes, seconds (zag hides it unless allowed) and AM/PM. */
export function TimePickerColumns({ api }: { api: timePicker.Api<PropTypes> }) {
  const numberColumns = [
    { unit: "hour", name: "hours", cells: api.getHours(), cellProps: api.getHourCellProps },
    { unit: "minute", name: "minutes", cells: api.getMinutes(), cellProps: api.getMinuteCellProps },
    { unit: "second", name: "seconds", cells: api.getSeconds(), cellProps: api.getSecondCellProps },
  ] as const
  return (
    <>
      {numberColumns.map(({ unit, name, cells, cellProps }) => (
        <div key={unit} {...api.getColumnProps({ unit })}>
          {cells.map((cell) => (
            // zag names a cell "3 hours" while it shows "03": a name must hold what is shown.
            <button
              key={cell.value}
              {...cellProps({ value: cell.value })}
              aria-label={`${cell.label} ${name}`}
            >
              {cell.label}
            </button>
          ))}
        </div>
      ))}
      <div {...api.getColumnProps({ unit: "period" })}>
        {PERIODS.map((period) => (
          <button key={period.value} {...api.getPeriodCellProps({ value: period.value })}>
            {period.label}
          </button>
        ))}
      </div>
    </>
  )
}
