import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [],
  note: "An avatar is an image with a fallback: nothing in it takes focus, so zag's machine handles no keys.",
}
