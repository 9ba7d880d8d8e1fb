import type { DateValue } from "@zag-js/date-picker"
import { useId } from "react"
import type { DatePickerApi } from "./use-date-picker-demo"

const pad = (value: number) => String(value).padStart(2, "0")

/** The time of a date-time as a time field writes it (`14:30`); empty for a date alone. */
export function timeText(value: DateValue | undefined): string {
  return value && "hour" in value ? `${pad(value.hour)}:${pad(value.minute)}` : ""
}

/**
 * A native time field under the calendar: it sets the time of the chosen day with zag's
 * `setTime`, which turns the date into a date-time. Until a day is chosen there is nothing
 * to give a time to, so it is disabled.
 */
export function TimeField({ api }: { api: DatePickerApi }) {
  const id = useId()
  const value = api.value[0]
  return (
    <div className="sb-date-picker-time">
      <label htmlFor={id}>Time</label>
      <input
        id={id}
        type="time"
        value={timeText(value)}
        disabled={!value || api.disabled}
        readOnly={api.readOnly}
        onChange={(event) => {
          const [hour, minute] = event.currentTarget.value.split(":").map(Number)
          if (Number.isInteger(hour) && Number.isInteger(minute))
            api.setTime({ hour: hour!, minute: minute!, second: 0 })
        }}
      />
    </div>
  )
}
