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
  /** One label per text input (two for a range). */
  labels: string[]
  /** Shown above the field (the range presets). */
  header?: ReactNode
  /** Shown below the field (the multiple picker's list of dates). */
  footer?: ReactNode
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
        <DatePickerField api={api} labels={props.labels} />
        {props.footer}
        <DatePickerCalendar api={api} />
      </div>
      <DateValueField name={props.name} value={api.value} />
      {messages.length > 0 && <DemoProblem>{messages.join(" ")}</DemoProblem>}
    </form>
  )
}
