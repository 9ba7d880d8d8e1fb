/** The countdown demo starts at 2 days plus 10 seconds. */
export const COUNTDOWN_START_MS = (2 * 24 * 60 * 60 + 10) * 1000

/** The settings both timer demos share. */
export const sharedTimerControls = {
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
