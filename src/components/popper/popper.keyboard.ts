import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [],
  note: "zag's popper is a positioning helper, not a machine: it computes where the box goes and handles no keys. Scroll the area to see it flip and shift.",
}
