import { defineControls } from "../kit/runtime/controls"
import { menuBaseControls } from "./menu.controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

// Placement is taken relative to the pointer, where the context menu opens.
export const controls = defineControls({ ...menuBaseControls })

export const about: DemoAbout = {
  label: "Context Menu",
  summary: "A menu that opens where you right-click.",
  use: "Use it to offer actions on the thing under the pointer, as a shortcut; every action should also be reachable another way.",
  group: "overlays",
  keywords: ["right click", "dropdown"],
}
