import { normalizeProps } from "@zag-js/react"
import * as timer from "@zag-js/timer"
import { Fragment, useState } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import {
  timerMachineProps,
  timerProgress,
  timerSettingsProblem,
  type TimerSettings,
} from "./timer-settings"

const TIME_PARTS = [
  { type: "days", label: "Days" },
  { type: "hours", label: "Hours" },
  { type: "minutes", label: "Minutes" },
  { type: "seconds", label: "Seconds" },
] as const

const ACTIONS = [
  { action: "start", label: "Start" },
  { action: "pause", label: "Pause" },
  { action: "resume", label: "Resume" },
  { action: "reset", label: "Reset" },
] as const

type TimerControlValues = Omit<TimerSettings, "countdown"> & { autoStart: boolean }

export interface TimerViewProps {
  countdown: boolean
  /** What the controls ask for now. */
  values: TimerControlValues
  /** What the demo falls back to when zag would refuse the request. */
  defaults: TimerControlValues
}

/** The countdown and the stopwatch share one layout; only the direction differs. */
export function TimerView(props: TimerViewProps) {
  // autoStart is read once, when the machine starts: a changed one starts a fresh timer.
  return <TimerMachineView key={String(props.values.autoStart)} {...props} />
}

function TimerMachineView({ countdown, values, defaults }: TimerViewProps) {
  const log = useDemoLog()
  const [completed, setCompleted] = useState(false)
  const problem = timerSettingsProblem({ countdown, ...values })
  const settings = { countdown, ...(problem ? defaults : values) }

  const service = useDemoMachine(
    timer.machine,
    {
      ...timerMachineProps(settings),
      autoStart: values.autoStart,
      onTick: () => setCompleted(false),
      onComplete() {
        setCompleted(true)
        log("Timer completed")
      },
    },
    { label: countdown ? "countdown" : "stopwatch" },
  )
  const api = timer.connect(service, normalizeProps)
  const percent = Math.round(timerProgress(settings, service.context.get("currentMs")) * 100)

  return (
    <div {...api.getRootProps()}>
      <div {...api.getAreaProps()}>
        {TIME_PARTS.map(({ type, label }, index) => (
          <Fragment key={type}>
            {index > 0 && <span {...api.getSeparatorProps()}>:</span>}
            <div {...api.getItemProps({ type })}>
              <span {...api.getItemValueProps({ type })}>{api.formattedTime[type]}</span>
              <span {...api.getItemLabelProps({ type })}>{label}</span>
            </div>
          </Fragment>
        ))}
      </div>
      <div {...api.getControlProps()}>
        {ACTIONS.map(({ action, label }) => (
          <button key={action} {...api.getActionTriggerProps({ action })}>
            {label}
          </button>
        ))}
      </div>
      <div className="sb-timer-progress">
        <progress aria-label="Progress" max={100} value={percent} />
        <span>{percent}%</span>
      </div>
      <p className="sb-timer-status" role="status">
        {completed && !api.running ? "Timer completed" : ""}
      </p>
      {problem && <DemoProblem>{problem} Using the defaults instead.</DemoProblem>}
    </div>
  )
}
