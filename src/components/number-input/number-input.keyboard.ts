import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { numberInputBindings } from "../kit/accessibility/machines/number-input"

export const keyboard: KeyboardMap = { bindings: numberInputBindings }
