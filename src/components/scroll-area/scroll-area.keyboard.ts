import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: [
        "ArrowDown",
        "ArrowUp",
        "ArrowLeft",
        "ArrowRight",
        "PageDown",
        "PageUp",
        "Home",
        "End",
        " ",
      ],
      part: "viewport",
      action:
        "Scroll the focused viewport as the browser scrolls any area; the custom scrollbars follow.",
    },
  ],
  note: "zag's scroll area handles no keys itself: it draws scrollbars for a native scroll container.",
}
