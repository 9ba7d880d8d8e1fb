import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { collapsibleBindings } from "../kit/accessibility/machines/collapsible"

export const keyboard: KeyboardMap = { bindings: collapsibleBindings }
