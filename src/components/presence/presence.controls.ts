import { defineControls } from "../kit/runtime/controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  duration: {
    description: "Length of the enter and exit animations; 0 unmounts at once.",
    type: "number",
    defaultValue: 400,
    min: 0,
    max: 10000,
    step: 50,
    label: "Animation duration (ms)",
  },
  skipAnimationOnMount: {
    description: "The panel, shown when the demo loads, appears without its enter animation.",
    type: "boolean",
    defaultValue: true,
    label: "Skip animation on mount",
  },
})

export const about: DemoAbout = {
  label: "Presence",
  summary: "Keeps an element mounted until its exit animation ends.",
  use: "Use it to animate an element out before it is removed, as every popup and dialog here does when it closes.",
  group: "display",
  keywords: ["animation", "mount", "transition"],
}
