import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Alt+T", "Alt+t"],
      part: "group",
      action:
        "Moves focus to the notifications region from anywhere on the page, pausing its toasts.",
      machine: "toast group",
    },
    {
      keys: ["Tab", "Shift+Tab"],
      part: "root",
      action: "Moves focus between the toasts and their buttons.",
      machine: 'toast "…"',
    },
    {
      keys: ["Escape"],
      part: "root",
      action: "Dismisses the focused toast.",
      machine: 'toast "…"',
    },
  ],
  note: 'Each toast runs a machine of its own, labelled toast "its title" in the Visualizer.',
}
