import type { KeyboardMap } from "../kit/accessibility/keyboard-map"
import { sliderBindings } from "../kit/accessibility/machines/slider"

export const keyboard: KeyboardMap = { bindings: sliderBindings }
