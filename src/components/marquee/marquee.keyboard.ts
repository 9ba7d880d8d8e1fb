import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [],
  note: "A marquee scrolls content by itself: zag's machine handles no keys (it pauses on hover or focus when asked to).",
}
