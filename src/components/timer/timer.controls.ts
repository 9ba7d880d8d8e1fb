import { defineControls } from "../kit/controls"

/** SPEC §9: the countdown demo starts at 2 days plus 10 seconds. */
export const COUNTDOWN_START_MS = (2 * 24 * 60 * 60 + 10) * 1000

const sharedTimerControls = {
  interval: {
    description: "How often the machine ticks, in ms; each tick adds or subtracts one interval.",
    type: "number",
    defaultValue: 250,
    min: 1,
    step: 50,
    label: "Tick interval (ms)",
  },
  autoStart: {
    description: "Starts counting as soon as the demo mounts.",
    type: "boolean",
    defaultValue: true,
  },
} as const

export const timerCountdownControls = defineControls({
  startMs: {
    description: "Where the countdown starts, in milliseconds.",
    type: "number",
    defaultValue: COUNTDOWN_START_MS,
    min: 0,
    step: 1000,
    label: "Start (ms)",
  },
  targetMs: {
    description: "Where the countdown stops; 0 counts down to zero.",
    type: "number",
    defaultValue: 0,
    min: 0,
    step: 1000,
    label: "Target (ms)",
  },
  ...sharedTimerControls,
})

export const timerStopwatchControls = defineControls({
  startMs: {
    description: "Where the stopwatch starts counting from, in milliseconds.",
    type: "number",
    defaultValue: 0,
    min: 0,
    step: 1000,
    label: "Start (ms)",
  },
  targetMs: {
    description: "Where the stopwatch stops; 0 means it counts up without end.",
    type: "number",
    defaultValue: 0,
    min: 0,
    step: 1000,
    label: "Target (ms)",
  },
  ...sharedTimerControls,
})
