import * as colorPicker from "@zag-js/color-picker"
import { normalizeProps } from "@zag-js/react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { ColorPickerPanel } from "./color-picker-panel"
import type { controls as inlineControls } from "./color-picker.inline.controls"
import styles from "./color-picker.css?inline"
import { useColorPickerSettings } from "./use-color-picker-settings"

export { styles }

/**
 * zag's inline color picker (`inline: true`): the panel is part of the page, always shown,
 * with no trigger, popup or positioning; the chosen colour is read out above it.
 */
export default function ColorPickerInline({ values }: DemoProps<typeof inlineControls>) {
  const { value: valueSetting, format: formatSetting, ...settings } = values
  const state = useColorPickerSettings(valueSetting)
  const service = useDemoMachine(colorPicker.machine, {
    ...settings,
    inline: true,
    name: "color",
    defaultValue: state.firstColor,
    defaultFormat: formatSetting,
  })
  const api = colorPicker.connect(service, normalizeProps)
  useSettingToMachine(state.requested, ({ color }) => color && api.setValue(color))
  useSettingToMachine(formatSetting, (format) => service.send({ type: "FORMAT.SET", format }))
  const formLog = useFormLog()

  return (
    <form {...formLog} className="sb-color-picker sb-color-picker-inline">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>
          Selected: <span {...api.getValueTextProps()}>{api.valueAsString}</span>
        </label>
        <input {...api.getHiddenInputProps()} />
        <div {...api.getContentProps()} aria-label="Color picker">
          <ColorPickerPanel
            api={api}
            interactive={!settings.disabled && !settings.readOnly}
            rtl={settings.dir === "rtl"}
          />
        </div>
      </div>
      {state.problems.map((problem) => (
        <DemoProblem key={problem}>{problem}</DemoProblem>
      ))}
    </form>
  )
}
