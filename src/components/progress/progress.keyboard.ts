import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [],
  note: "A progress bar shows a value and takes no focus, so zag's machine handles no keys.",
}
