import { defineControls } from "../kit/controls"

export const presenceControls = defineControls({
  /** Length of the enter and exit animations; 0 unmounts at once. */
  duration: {
    type: "number",
    defaultValue: 400,
    min: 0,
    max: 10000,
    step: 50,
    label: "Animation duration (ms)",
  },
  /** The panel, shown when the demo loads, appears without its enter animation. */
  skipAnimationOnMount: { type: "boolean", defaultValue: true, label: "Skip animation on mount" },
})
