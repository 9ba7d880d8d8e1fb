import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { tooltipBindings } from "../kit/accessibility/machines/tooltip"

export const keyboard: KeyboardMap = { bindings: tooltipBindings }
