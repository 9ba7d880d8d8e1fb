import { controlDefaults } from "../kit/runtime/controls"
import type { DemoProps } from "../kit/runtime/demo-types"
import { TimerView } from "./timer-view"
import { controls as timerStopwatchControls } from "./timer-stopwatch.controls"
import styles from "./timer.css?inline"

export { styles }

const defaults = controlDefaults(timerStopwatchControls)

export default function TimerStopwatchDemo({ values }: DemoProps<typeof timerStopwatchControls>) {
  return <TimerView countdown={false} values={values} defaults={defaults} />
}
