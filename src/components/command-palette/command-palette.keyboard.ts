import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { comboboxBindings } from "../kit/accessibility/machines/combobox"
import { dialogBindings } from "../kit/accessibility/machines/dialog"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("Dialog", dialogBindings),
    // The list is always open inside the dialog, so Escape reaches the dialog and closes it.
    ...forMachine(
      "Combobox",
      comboboxBindings.filter((binding) => !binding.keys.includes("Escape")),
    ),
  ],
  note: "The page's own shortcut (Ctrl or ⌘ with K, when enabled) opens the palette.",
}
