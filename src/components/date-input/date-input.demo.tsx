import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import type { controls as dateInputControls } from "./date-input.controls"
import styles from "./date-input.css?inline"
import { DateInputSegments } from "./date-input-segments"
import { useDateInputDemo } from "./use-date-input-demo"

export { styles }

/** The field's name: what it asks for, and whether for one or two. */
function fieldLabel(timeOnly: boolean, granularity: string, range: boolean) {
  const what = timeOnly ? "Time" : granularity === "day" ? "Date" : "Date and time"
  return range ? `${what} range` : what
}

/** A segmented date field: each part of the date is typed or stepped on its own. */
export default function DateInputDemo({ values }: DemoProps<typeof dateInputControls>) {
  const { api, messages } = useDateInputDemo(values)
  const range = values.selectionMode === "range"
  const groups = range ? [0, 1] : [0]
  const interactive = !values.disabled && !values.readOnly
  return (
    <div className="sb-date-input">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>
          {fieldLabel(values.timeOnly, values.granularity, range)}
        </label>
        <div className="sb-date-input-row">
          <div {...api.getControlProps()}>
            <DateInputSegments api={api} index={0} />
            {range && (
              <>
                <span aria-hidden="true">–</span>
                <DateInputSegments api={api} index={1} />
              </>
            )}
          </div>
          {/* Outside the control: focus on it ends the segments' editing, as zag expects. */}
          <button type="button" disabled={!interactive} onClick={() => api.clearValue()}>
            Clear
          </button>
        </div>
        {groups.map((index) => (
          <input key={index} {...api.getHiddenInputProps({ index })} />
        ))}
      </div>
      <output className="sb-date-input-output">
        <span>Value: {api.valueAsString.filter(Boolean).join(" – ") || "none"}</span>
        <span>Placeholder: {api.placeholderValue.toString()}</span>
      </output>
      {messages.length > 0 && <DemoProblem>{messages.join(" ")}</DemoProblem>}
    </div>
  )
}
