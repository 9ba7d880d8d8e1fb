import { defineControls } from "../kit/runtime/controls"
import { menuBaseControls } from "./menu.controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

// Placement applies to the root menu; zag opens submenus beside their trigger item.
export const controls = defineControls({ ...menuBaseControls })

export const about: DemoAbout = {
  label: "Nested Menu",
  summary: "A dropdown menu with submenus.",
  use: "Use it when a menu's actions fall into groups too large for one list, as in an app's menu bar, one level deep if possible.",
  group: "overlays",
  keywords: ["dropdown", "submenu", "cascading"],
}
