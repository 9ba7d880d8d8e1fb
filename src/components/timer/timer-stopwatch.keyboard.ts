import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { timerBindings } from "../kit/accessibility/machines/timer"

export const keyboard: KeyboardMap = { bindings: timerBindings }
