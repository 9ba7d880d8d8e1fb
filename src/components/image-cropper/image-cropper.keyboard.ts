import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"],
      part: "selection",
      action: "Moves the crop area one pixel in the arrow's direction, within the image.",
    },
    {
      keys: ["Shift+ArrowLeft", "Shift+ArrowRight", "Shift+ArrowUp", "Shift+ArrowDown"],
      part: "selection",
      action: "Moves the crop area ten pixels.",
    },
    {
      keys: ["Control+ArrowLeft", "Control+ArrowRight", "Control+ArrowUp", "Control+ArrowDown"],
      part: "selection",
      action: "Moves the crop area fifty pixels (also with Meta).",
    },
    {
      keys: ["Alt+ArrowLeft", "Alt+ArrowRight", "Alt+ArrowUp", "Alt+ArrowDown"],
      part: "selection",
      action: "Resizes the crop area: left and right change its width, up and down its height.",
    },
    {
      keys: [
        "Shift+Alt+ArrowLeft",
        "Shift+Alt+ArrowRight",
        "Shift+Alt+ArrowUp",
        "Shift+Alt+ArrowDown",
      ],
      part: "selection",
      action: "Resizes the crop area ten pixels at a time.",
    },
    {
      keys: [
        "Control+Alt+ArrowLeft",
        "Control+Alt+ArrowRight",
        "Control+Alt+ArrowUp",
        "Control+Alt+ArrowDown",
        "Meta+Alt+ArrowLeft",
        "Meta+Alt+ArrowRight",
      ],
      part: "selection",
      action: "Resizes the crop area fifty pixels at a time, within its minimum and maximum size.",
    },
  ],
}
