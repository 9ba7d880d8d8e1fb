import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["ArrowRight", "ArrowDown"],
      part: "thumb",
      action: "Increases the angle by one step (turns the dial clockwise).",
    },
    {
      keys: ["ArrowLeft", "ArrowUp"],
      part: "thumb",
      action: "Decreases the angle by one step (turns the dial anticlockwise).",
    },
    {
      keys: ["Shift+ArrowRight", "Shift+ArrowUp", "Shift+ArrowLeft", "Shift+ArrowDown"],
      part: "thumb",
      action: "Turns the dial ten steps at a time, in the arrow's direction.",
    },
    {
      keys: ["Home", "End"],
      part: "thumb",
      action: "Sets the angle to its minimum (0°) or maximum (359°).",
    },
  ],
}
