import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { timerBindings } from "./timer-keys"

export const keyboard: KeyboardMap = { bindings: timerBindings }
