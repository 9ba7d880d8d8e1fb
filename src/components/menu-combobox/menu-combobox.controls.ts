import { defineControls } from "../kit/runtime/controls"
import type { DemoAbout } from "../kit/runtime/demo-types"
import { menuBaseControls } from "../menu/menu.controls"

// The menu's own settings; the people search is always open inside its submenu.
export const controls = defineControls({ ...menuBaseControls })

export const about: DemoAbout = {
  label: "Menu with Combobox",
  summary: "An actions menu whose Assign to submenu searches people as you type.",
  group: "compositions",
  keywords: ["composition", "menu", "submenu", "combobox", "search", "filter", "assign"],
}
