import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { controlDefaults } from "../kit/runtime/controls"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DatePickerCalendar } from "../date-picker/date-picker-calendar"
import { controls as datePickerControls } from "../date-picker/date-picker.controls"
import { DatePickerField } from "../date-picker/date-picker-field"
import datePickerCss from "../date-picker/date-picker.css?inline"
import { useDatePickerDemo } from "../date-picker/use-date-picker-demo"
import type { controls as dialogControls } from "./dialog.controls"
import dialogCss from "./dialog.css?inline"

export const styles = dialogCss + datePickerCss

/** The date picker runs as its demo does with its default settings; the Controls set the dialog. */
const pickerSettings = controlDefaults(datePickerControls)

/**
 * A date picker inside a modal dialog. Its calendar renders inside the dialog's content, so the
 * focus trap holds it, and it is a layer above the dialog: Escape or a click elsewhere in the
 * dialog closes the calendar and leaves the dialog open.
 */
export default function DialogDatepicker({ values }: DemoProps<typeof dialogControls>) {
  const service = useDemoMachine(dialog.machine, values, { label: "dialog" })
  const api = dialog.connect(service, normalizeProps)
  const picker = useDatePickerDemo(pickerSettings, "single").api

  return (
    <>
      <button {...api.getTriggerProps()}>Book a trip</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Book a trip</DemoHeading>
          <p {...api.getDescriptionProps()}>Type a departure date or pick one from the calendar.</p>
          <div {...picker.getRootProps()}>
            <DatePickerField api={picker} labels={["Departure"]} />
            <DatePickerCalendar api={picker} />
          </div>
          <p role="status" className="sb-dialog-active">
            Departure: {picker.valueAsString[0] ?? "none"}
          </p>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
