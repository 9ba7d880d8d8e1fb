import * as progress from "@zag-js/progress"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useStateResetBySetting } from "../kit/runtime/use-state-reset-by-setting"
import { checkProgressValue } from "./progress-settings"
import type { controls as progressControls } from "./progress.controls"
import styles from "./progress.css?inline"

export { styles }

/** How far the − and + buttons move the value. */
const STEP = 10
const STATES = [
  { state: "loading", text: "Loading…" },
  { state: "complete", text: "Complete" },
  { state: "indeterminate", text: "Waiting for a value" },
] as const

export default function ProgressDemo({ values }: DemoProps<typeof progressControls>) {
  const log = useDemoLog()
  // The buttons change the value; a new value from the Controls tab replaces theirs.
  const [value, setValue] = useStateResetBySetting<number>(values.value)
  const checked = checkProgressValue(value, values)
  useEffect(() => {
    if (checked.problem) log(`progress value ignored: ${checked.problem}`)
  }, [checked.problem, log])

  const service = useDemoMachine(progress.machine, {
    min: checked.min,
    max: checked.max,
    value: values.indeterminate ? null : checked.value,
    orientation: values.orientation,
    dir: values.dir,
  })
  const api = progress.connect(service, normalizeProps)
  const step = (delta: number) =>
    setValue(Math.min(checked.max, Math.max(checked.min, checked.value + delta)))

  return (
    <div className="sb-progress">
      <div {...api.getRootProps()}>
        <div className="sb-progress-header">
          <span {...api.getLabelProps()}>Progress</span>
          <span {...api.getValueTextProps()}>{api.valueAsString}</span>
        </div>
        <div className="sb-progress-bars">
          <div {...api.getTrackProps()}>
            <div {...api.getRangeProps()} />
          </div>
          <svg {...api.getCircleProps()}>
            <circle {...api.getCircleTrackProps()} />
            <circle {...api.getCircleRangeProps()} />
          </svg>
        </div>
        {STATES.map(({ state, text }) => (
          <p key={state} {...api.getViewProps({ state })}>
            {text}
          </p>
        ))}
      </div>
      <div className="sb-row">
        <button
          type="button"
          aria-label={`Decrease by ${STEP}`}
          onClick={() => step(-STEP)}
          disabled={values.indeterminate || checked.value <= checked.min}
        >
          −{STEP}
        </button>
        <button
          type="button"
          aria-label={`Increase by ${STEP}`}
          onClick={() => step(STEP)}
          disabled={values.indeterminate || checked.value >= checked.max}
        >
          +{STEP}
        </button>
      </div>
      {checked.problem && <DemoProblem>{checked.problem}</DemoProblem>}
    </div>
  )
}
