import type { DateRangePreset } from "@zag-js/date-picker"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as datePickerRangeControls } from "./date-picker-range.controls"
import styles from "./date-picker.css?inline"
import { DatePickerFrame } from "./date-picker-frame"
import { useDatePickerDemo, type DatePickerApi } from "./use-date-picker-demo"

export { styles }

/** The range demo's preset buttons, each a range ending today. */
const presets: { value: DateRangePreset; label: string }[] = [
  { value: "last3Days", label: "Last 3 Days" },
  { value: "last7Days", label: "Last 7 Days" },
  { value: "last14Days", label: "Last 14 Days" },
  { value: "last30Days", label: "Last 30 Days" },
  { value: "last90Days", label: "Last 90 Days" },
]

/** Range selection: a start and an end date, two months side by side, and presets. */
export default function DatePickerRangeDemo({ values }: DemoProps<typeof datePickerRangeControls>) {
  const { api, messages } = useDatePickerDemo(values, "range")
  return (
    <DatePickerFrame
      api={api}
      messages={messages}
      name="range"
      labels={["Start date", "End date"]}
      header={<RangePresets api={api} />}
    />
  )
}

function RangePresets({ api }: { api: DatePickerApi }) {
  return (
    <div className="sb-date-picker-presets">
      {presets.map(({ value, label }) => {
        const preset = api.getPresetTriggerProps({ value })
        return (
          // The name starts with the visible label; zag's own adds the dates it covers.
          <button key={value} {...preset} aria-label={`${label}, ${preset["aria-label"]}`}>
            {label}
          </button>
        )
      })}
    </div>
  )
}
