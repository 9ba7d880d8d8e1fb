import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import dialogCss from "../dialog/dialog.css?inline"
import ColorPickerDemo from "./color-picker.demo"
import type { controls as colorPickerControls } from "./color-picker.controls"
import colorPickerCss from "./color-picker.css?inline"

export const styles = dialogCss + colorPickerCss

/**
 * The color picker inside a modal dialog. The picker's popup renders inside the dialog's
 * content, so the dialog's focus trap holds it, and it is a layer above the dialog: Escape
 * or a click elsewhere in the dialog closes the popup and leaves the dialog open.
 */
export default function ColorPickerInDialog(props: DemoProps<typeof colorPickerControls>) {
  const service = useDemoMachine(dialog.machine, {}, { label: "dialog" })
  const api = dialog.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Choose a theme colour</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Theme colour</DemoHeading>
          <p {...api.getDescriptionProps()}>The colour picker's popup opens over this dialog.</p>
          <ColorPickerDemo {...props} />
          <button {...api.getCloseTriggerProps()} aria-label="Close dialog">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
