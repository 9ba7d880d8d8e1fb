import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [],
  note: "zag's presence machine only keeps the panel mounted while it animates out; it handles no keys. The demo's own button shows and hides the panel.",
}
