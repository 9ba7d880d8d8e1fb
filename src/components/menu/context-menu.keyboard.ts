import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { menuContentBindings } from "../kit/accessibility/machines/menu"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["ContextMenu", "Shift+F10"],
      part: "context-trigger",
      action:
        "Opens the menu at the focused area, as a right click does (the browser sends it as a contextmenu event).",
    },
    ...menuContentBindings,
  ],
}
