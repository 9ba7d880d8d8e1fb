import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["ArrowRight", "ArrowUp"],
      part: "thumb",
      action: "Turns the dial clockwise by one step.",
    },
    {
      keys: ["ArrowLeft", "ArrowDown"],
      part: "thumb",
      action: "Turns the dial anticlockwise by one step.",
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
