import * as colorPicker from "@zag-js/color-picker"
import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import dialogCss from "../dialog/dialog.css?inline"
import { overlayPositioning } from "../kit/runtime/overlay"
import { ColorPickerPanel } from "./color-picker-panel"
import { readColor } from "./color-picker-value"
import { initialColor } from "./color-swatches"
import type { controls as colorPickerControls } from "./color-picker.controls"
import colorPickerCss from "./color-picker.css?inline"

export const styles = dialogCss + colorPickerCss

/**
 * The color picker inside a modal dialog. The picker's popup renders inside the dialog's
 * content, so the dialog's focus trap holds it, and it is a layer above the dialog: Escape
 * or a click elsewhere in the dialog closes the popup and leaves the dialog open.
 */
export default function ColorPickerInDialog({ values }: DemoProps<typeof colorPickerControls>) {
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
          <ThemeColorPicker settings={values} />
          <button {...api.getCloseTriggerProps()} aria-label="Close dialog">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}

/** The dialog's field: the demo's picker without its form and its problem messages. */
function ThemeColorPicker({
  settings,
}: {
  settings: DemoProps<typeof colorPickerControls>["values"]
}) {
  const { value, format, placement, ...rest } = settings
  const service = useDemoMachine(
    colorPicker.machine,
    {
      ...rest,
      name: "color",
      // An invalid Value setting falls back to the sample colour, as the demo's does.
      defaultValue: readColor(value).color ?? readColor(initialColor).color!,
      defaultFormat: format,
      positioning: { ...overlayPositioning, placement },
    },
    { label: "color picker" },
  )
  const api = colorPicker.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>
        Select Color: <span {...api.getValueTextProps()}>{api.valueAsString}</span>
      </label>
      <input {...api.getHiddenInputProps()} />
      <div {...api.getControlProps()}>
        <button {...api.getTriggerProps()}>
          <span {...api.getTransparencyGridProps({ size: "8px" })} />
          <span {...api.getSwatchProps({ value: api.value })} />
        </button>
        <input {...api.getChannelInputProps({ channel: "hex" })} />
      </div>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()} aria-label="Color picker">
          <ColorPickerPanel
            api={api}
            interactive={!rest.disabled && !rest.readOnly}
            rtl={rest.dir === "rtl"}
          />
        </div>
      </div>
    </div>
  )
}
