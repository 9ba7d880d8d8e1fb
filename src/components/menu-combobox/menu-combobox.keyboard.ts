import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { comboboxBindings } from "../kit/accessibility/machines/combobox"
import { menuBindings, submenuBindings } from "../kit/accessibility/machines/menu"

export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("menu", [...menuBindings, ...submenuBindings]),
    ...forMachine("Assign to submenu", submenuBindings),
    ...forMachine(
      "Combobox",
      comboboxBindings.map((binding) =>
        binding.keys.includes("Escape")
          ? { ...binding, action: "Closes the Assign to submenu and returns to the menu." }
          : binding,
      ),
    ),
  ],
}
