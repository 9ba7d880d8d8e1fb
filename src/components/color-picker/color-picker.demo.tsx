import * as colorPicker from "@zag-js/color-picker"
import { normalizeProps } from "@zag-js/react"
import type { FocusEvent, KeyboardEvent } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { ColorPickerPanel } from "./color-picker-panel"
import type { controls as colorPickerControls } from "./color-picker.controls"
import styles from "./color-picker.css?inline"
import { useColorPickerSettings } from "./use-color-picker-settings"

export { styles }

export default function ColorPickerDemo({ values }: DemoProps<typeof colorPickerControls>) {
  const { value: valueSetting, format: formatSetting, placement, ...settings } = values
  const state = useColorPickerSettings(valueSetting)
  const service = useDemoMachine(colorPicker.machine, {
    ...settings,
    name: "color",
    defaultValue: state.firstColor,
    defaultFormat: formatSetting,
    positioning: { ...overlayPositioning, placement },
  })
  const api = colorPicker.connect(service, normalizeProps)
  // The machine owns colour and format; a new Value or Format setting is handed to it.
  useSettingToMachine(state.requested, ({ color }) => color && api.setValue(color))
  useSettingToMachine(formatSetting, (format) => service.send({ type: "FORMAT.SET", format }))
  const formLog = useFormLog()

  // zag quietly keeps the old colour when the typed hex does not parse; the demo also says so.
  const hexInput = api.getChannelInputProps({ channel: "hex" })
  const onHexBlur = (event: FocusEvent<HTMLInputElement>) => {
    state.checkTyped(event.currentTarget.value)
    hexInput.onBlur?.(event)
  }
  const onHexKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && !event.nativeEvent.isComposing)
      state.checkTyped(event.currentTarget.value)
    hexInput.onKeyDown?.(event)
  }

  return (
    <form {...formLog} className="sb-color-picker">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>
          Select Color: <span {...api.getValueTextProps()}>{api.valueAsString}</span>
        </label>
        {/* Carries the value into the form's submission and log. */}
        <input {...api.getHiddenInputProps()} />
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            {/* Spans: a button may only hold phrasing content. */}
            <span {...api.getTransparencyGridProps({ size: "8px" })} />
            <span {...api.getSwatchProps({ value: api.value })} />
          </button>
          <input {...hexInput} onBlur={onHexBlur} onKeyDown={onHexKeyDown} />
        </div>
        {/* Inline, not portalled: the popup stays in the element's shadow root. */}
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()} aria-label="Color picker">
            <ColorPickerPanel
              api={api}
              interactive={!settings.disabled && !settings.readOnly}
              rtl={settings.dir === "rtl"}
            />
          </div>
        </div>
      </div>
      {state.problems.map((problem) => (
        <DemoProblem key={problem}>{problem}</DemoProblem>
      ))}
    </form>
  )
}
