import { defineControls } from "../kit/runtime/controls"
import { sharedTimerControls } from "./timer-shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
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

export const about: DemoAbout = {
  label: "Timer (Stopwatch)",
  summary: "Counts up from zero with start, pause and reset.",
  use: "Use it to measure how long something takes, such as a workout or a task, started and paused by the reader.",
  group: "date-time",
  keywords: ["stopwatch", "clock", "timer"],
}
