import type { ReactNode } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import { useFormLog } from "../kit/runtime/form-log"
import { CalendarContent } from "./date-picker-calendar"
import { DateValueField } from "./date-value-field"
import type { DatePickerApi } from "./use-date-picker-demo"

interface InlineFrameProps {
  api: DatePickerApi
  /** Why some settings were set aside, shown to the visitor. */
  messages: string[]
  /** Field name the form logs the value under. */
  name: string
  /** Shown below the calendar. */
  footer?: ReactNode
}

/**
 * An inline calendar (zag's `inline`): always shown, no field, trigger or popup. What it
 * selects is written below it and carried into the form by the hidden field.
 */
export function InlineFrame({ api, messages, name, footer }: InlineFrameProps) {
  const formLog = useFormLog()
  const selected = api.valueAsString.join(", ")
  return (
    <form {...formLog} className="sb-date-picker-form sb-date-picker-inline">
      <div {...api.getRootProps()}>
        <CalendarContent api={api} />
      </div>
      <output className="sb-date-picker-selected">{`Selected: ${selected || "none"}`}</output>
      {footer}
      <DateValueField name={name} value={api.value} />
      {messages.length > 0 && <DemoProblem>{messages.join(" ")}</DemoProblem>}
    </form>
  )
}
