import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { tabsBindings } from "../kit/accessibility/machines/tabs"

export const keyboard: KeyboardMap = { bindings: tabsBindings }
