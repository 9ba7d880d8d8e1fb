import { CalendarIcon } from "./date-picker-field"
import type { DatePickerApi } from "./use-date-picker-demo"

/**
 * A picker with no text field: one button, showing the value (or a prompt), opens the
 * calendar; the clear button beside it empties the value.
 */
export function TriggerField({ api, text }: { api: DatePickerApi; text: string }) {
  const trigger = api.getTriggerProps()
  return (
    <div {...api.getControlProps()}>
      {/* The name starts with the visible text, so voice control users can say what they see. */}
      <button {...trigger} aria-label={`${text}, ${trigger["aria-label"]}`}>
        <CalendarIcon />
        <span>{text}</span>
      </button>
      <button {...api.getClearTriggerProps()}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
