import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { comboboxBindings } from "../kit/accessibility/machines/combobox"

export const keyboard: KeyboardMap = { bindings: comboboxBindings }
