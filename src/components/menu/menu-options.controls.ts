import { defineControls } from "../kit/runtime/controls"
import { menuBaseControls } from "./menu.controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({ ...menuBaseControls })

export const about: DemoAbout = {
  label: "Menu (Options)",
  summary: "A dropdown menu with checkbox and radio items.",
  use: "Use it for view settings that apply at once, such as sorting or showing columns, grouped in a dropdown rather than a form.",
  group: "overlays",
  keywords: ["dropdown", "checkbox", "radio"],
}
