import { normalizeProps } from "@zag-js/react"
import * as timePicker from "@zag-js/time-picker"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { TimePickerColumns } from "./time-picker-columns"
import type { controls as timePickerControls } from "./time-picker.controls"
import { clampTime, parseTimeSetting } from "./time-picker-settings"
import styles from "./time-picker.css?inline"

export { styles }

export default function TimePickerDemo({ values }: DemoProps<typeof timePickerControls>) {
  const { placement, minuteStep, min: minText, max: maxText, ...settings } = values
  const min = parseTimeSetting("min", minText)
  const max = parseTimeSetting("max", maxText)
  const minTime = min.time && timePicker.parse(min.time)
  const maxTime = max.time && timePicker.parse(max.time)
  const formLog = useFormLog()
  const service = useDemoMachine(timePicker.machine, {
    ...settings,
    name: "time",
    // The machine owns the value. zag 1.22's own clamp, run right after a typed time is
    // parsed, clamps the value of the last render and sets that over the new one, so the demo
    // sets each new value again, clamped. Its own VALUE.SET ends the round.
    onValueChange: ({ value }) => {
      const clamped = clampTime(value, minTime, maxTime)
      const cause = service.event.current()
      if (clamped && !(cause.type === "VALUE.SET" && cause.value === clamped))
        service.send({ type: "VALUE.SET", value: clamped })
    },
    min: minTime,
    max: maxTime,
    steps: { minute: minuteStep },
    positioning: { ...overlayPositioning, placement },
  })
  const api = timePicker.connect(service, normalizeProps)
  const problems = [min.problem, max.problem].filter(Boolean)

  return (
    <form {...formLog}>
      {/* sb-field: the kit's field look, as every other demo's text input has it. */}
      <div {...api.getRootProps()} className="sb-field">
        <label {...api.getLabelProps()}>Time</label>
        <div {...api.getControlProps()}>
          <input {...api.getInputProps()} />
          {/* zag 1.22 labels this trigger "calendar"; it opens a time list. */}
          <button
            {...api.getTriggerProps()}
            aria-label={api.open ? "Close time picker" : "Open time picker"}
          >
            {/* Drawn, not an emoji: a system without an emoji font shows an empty box. */}
            <svg
              viewBox="0 0 16 16"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              <circle cx="8" cy="8" r="6.5" />
              <path d="M8 4.5V8l2.5 1.5" />
            </svg>
          </button>
          <button {...api.getClearTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      {/* Inline, not portalled: the popup stays in the element's shadow root. */}
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <TimePickerColumns api={api} />
        </div>
      </div>
      {problems.map((problem) => (
        <DemoProblem key={problem}>{problem}</DemoProblem>
      ))}
    </form>
  )
}
