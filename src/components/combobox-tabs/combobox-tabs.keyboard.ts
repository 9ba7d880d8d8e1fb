import { forMachine, type KeyboardMap } from "../kit/accessibility/keyboard-map"
import { comboboxBindings } from "../kit/accessibility/machines/combobox"
import { tabsBindings } from "../kit/accessibility/machines/tabs"

// One tabs machine, and one combobox machine per address panel, labelled by its tab.
export const keyboard: KeyboardMap = {
  bindings: [
    ...forMachine("Tabs", tabsBindings),
    ...forMachine("Shipping country", comboboxBindings),
    ...forMachine("Billing country", comboboxBindings),
  ],
}
