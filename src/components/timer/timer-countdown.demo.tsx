import { controlDefaults } from "../kit/controls"
import type { DemoProps } from "../kit/demo-types"
import { TimerDemo } from "./timer-demo"
import { timerCountdownControls } from "./timer.controls"
import styles from "./timer.css?inline"

export { styles }

const defaults = controlDefaults(timerCountdownControls)

export default function TimerCountdownDemo({ values }: DemoProps<typeof timerCountdownControls>) {
  return <TimerDemo countdown values={values} defaults={defaults} />
}
