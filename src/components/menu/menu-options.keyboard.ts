import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { menuBindings } from "../kit/accessibility/machines/menu"

export const keyboard: KeyboardMap = { bindings: menuBindings }
