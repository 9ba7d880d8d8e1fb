import { defineControls } from "../kit/runtime/controls"
import type { DemoAbout } from "../kit/runtime/demo-types"
import { menuBaseControls } from "../menu/menu.controls"

// The menu's own settings; the people search is always open inside its submenu.
export const controls = defineControls({ ...menuBaseControls })

export const about: DemoAbout = {
  label: "Menu with Combobox",
  summary: "An actions menu whose Assign to submenu searches people as you type.",
  use: "Use it as a pattern for a menu command that needs a choice from a long list, such as assigning a task, without leaving the menu.",
  group: "compositions",
  keywords: ["composition", "menu", "submenu", "combobox", "search", "filter", "assign"],
}
