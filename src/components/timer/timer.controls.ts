import { defineControls } from "../kit/controls"

/** SPEC §9: the countdown demo starts at 2 days plus 10 seconds. */
export const COUNTDOWN_START_MS = (2 * 24 * 60 * 60 + 10) * 1000

const sharedTimerControls = {
  /** How often the machine ticks, in ms; each tick adds or subtracts one interval. */
  interval: { type: "number", defaultValue: 250, min: 1, step: 50, label: "Tick interval (ms)" },
  /** Starts counting as soon as the demo mounts. */
  autoStart: { type: "boolean", defaultValue: true },
} as const

export const timerCountdownControls = defineControls({
  startMs: {
    type: "number",
    defaultValue: COUNTDOWN_START_MS,
    min: 0,
    step: 1000,
    label: "Start (ms)",
  },
  /** Where the countdown stops; 0 counts down to zero. */
  targetMs: { type: "number", defaultValue: 0, min: 0, step: 1000, label: "Target (ms)" },
  ...sharedTimerControls,
})

export const timerStopwatchControls = defineControls({
  startMs: { type: "number", defaultValue: 0, min: 0, step: 1000, label: "Start (ms)" },
  /** Where the stopwatch stops; 0 means it counts up without end. */
  targetMs: { type: "number", defaultValue: 0, min: 0, step: 1000, label: "Target (ms)" },
  ...sharedTimerControls,
})
