import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Opens or closes the panel.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"],
      part: "content",
      action: "Moves the panel by the grid size in the arrow's direction (more with Shift).",
    },
    {
      keys: ["Escape"],
      part: "content",
      action:
        "Closes the panel when it may close on Escape; during a drag or resize, puts it back.",
    },
    {
      keys: ["Enter", " "],
      part: "stage-trigger",
      action: "Minimizes, maximizes or restores the panel, as the focused button says.",
    },
  ],
}
