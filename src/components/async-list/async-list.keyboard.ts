import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [],
  note: "zag's async list manages data, not DOM: it has no parts and handles no keys. The filter field, the sort select and the buttons are plain HTML controls (Tab to reach them, Enter or Space to press, typing to filter), and the status line is read out as the list changes.",
}
