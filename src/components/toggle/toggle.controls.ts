import { defineControls } from "../kit/runtime/controls"
import { disabledControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  pressed: {
    description: "Whether Bold is pressed; clicking the button changes it too.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
})

export const about: DemoAbout = {
  label: "Toggle",
  summary: "A single button that stays pressed until pressed again.",
  use: "Use it for one button that turns a mode on and off, such as bold or mute, and shows whether it is on.",
  group: "forms",
  keywords: ["toggle button", "pressed", "bold", "aria-pressed"],
}
