import type { DateValue, DateView } from "@zag-js/date-picker"
import type { ReactNode } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import { useFormLog } from "../kit/runtime/form-log"
import { DatePickerCalendar } from "./date-picker-calendar"
import { DatePickerField } from "./date-picker-field"
import { DateValueField } from "./date-value-field"
import type { DatePickerApi } from "./use-date-picker-demo"

interface DatePickerFrameProps {
  api: DatePickerApi
  /** Why some settings or a typed date were set aside, shown to the visitor. */
  messages: string[]
  /** Field name the form logs the value under. */
  name: string
  /** One label per text input (two for a range); none when `field` replaces the inputs. */
  labels?: string[]
  /** Shown above the field (the range presets). */
  header?: ReactNode
  /** Shown below the field (the multiple picker's list of dates). */
  footer?: ReactNode
  /** The views the calendar can reach (a month picker has no days); all three by default. */
  views?: readonly DateView[]
  /** Whether the calendar has the month and year selects (yes by default). */
  selects?: boolean
  /** Replaces the text field (a picker opened from a button alone). */
  field?: ReactNode
  /** Shown inside the calendar, below its views (a time field). */
  inCalendar?: ReactNode
  /** Writes the day numbers in a locale's own digits (Persian digits in fa-IR). */
  digits?: Intl.NumberFormat
  /** How the form writes a date (ISO YYYY-MM-DD by default; a month picker's YYYY-MM). */
  formText?: (date: DateValue) => string
}

/** What every date picker demo shows: the form, the outside element, field and popup. */
export function DatePickerFrame(props: DatePickerFrameProps) {
  const { api, messages } = props
  const formLog = useFormLog()
  return (
    <form {...formLog} className="sb-date-picker-form">
      {/* A focusable target outside the picker: clicking it dismisses the open calendar. */}
      <button type="button" className="sb-date-picker-outside">
        Outside Element
      </button>
      <div {...api.getRootProps()}>
        {props.header}
        {props.field ?? <DatePickerField api={api} labels={props.labels ?? []} />}
        {props.footer}
        <DatePickerCalendar
          api={api}
          views={props.views}
          selects={props.selects}
          digits={props.digits}
        >
          {props.inCalendar}
        </DatePickerCalendar>
      </div>
      <DateValueField name={props.name} value={api.value} write={props.formText} />
      {messages.length > 0 && <DemoProblem>{messages.join(" ")}</DemoProblem>}
    </form>
  )
}
