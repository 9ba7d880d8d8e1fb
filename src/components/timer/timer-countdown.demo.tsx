import { controlDefaults } from "../kit/runtime/controls"
import type { DemoProps } from "../kit/runtime/demo-types"
import { TimerView } from "./timer-view"
import { controls as timerCountdownControls } from "./timer-countdown.controls"
import styles from "./timer.css?inline"

export { styles }

const defaults = controlDefaults(timerCountdownControls)

export default function TimerCountdownDemo({ values }: DemoProps<typeof timerCountdownControls>) {
  return <TimerView countdown values={values} defaults={defaults} />
}
