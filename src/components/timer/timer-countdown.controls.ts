import { defineControls } from "../kit/runtime/controls"
import { COUNTDOWN_START_MS, sharedTimerControls } from "./timer-shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
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

export const about: DemoAbout = {
  label: "Timer (Countdown)",
  summary: "Counts down to zero with start, pause and reset.",
  use: "Use it to show the time left for something, such as an offer, a quiz or a cooking step, which the reader may pause.",
  group: "date-time",
  keywords: ["countdown", "clock", "timer"],
}
