import { defineControls } from "../kit/runtime/controls"
import { directionControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Scroll Area",
  summary: "A scrolling box whose own scrollbars show on hover and while it scrolls.",
  use: "Use it for a box of overflowing content, such as a sidebar or a chat, that should scroll on its own with scrollbars styled to match.",
  group: "display",
  keywords: ["scrollbar", "overflow", "scroll view", "custom scrollbar"],
}
