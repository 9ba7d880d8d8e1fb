import { defineControls } from "../kit/runtime/controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  pageShortcut: {
    description:
      "⌘K (Ctrl+K elsewhere) opens the palette from anywhere on the page, not only while focus is in the demo. Off by default: the host page may use the shortcut itself.",
    type: "boolean",
    defaultValue: false,
  },
  loopFocus: {
    description: "Arrow keys wrap from the last command to the first and back.",
    type: "boolean",
    defaultValue: false,
  },
  closeOnInteractOutside: {
    description: "A click outside the palette closes it.",
    type: "boolean",
    defaultValue: true,
  },
})

export const about: DemoAbout = {
  label: "Command Palette",
  summary: "A searchable command list in a dialog, opened with ⌘K or Ctrl+K.",
  use: "Use it to give keyboard users one place to find and run any action of an app by name, without hunting through menus.",
  group: "compositions",
  keywords: ["composition", "cmdk", "command menu", "combobox", "dialog", "shortcut", "spotlight"],
}
