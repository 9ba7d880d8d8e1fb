import type { KeyBinding } from "../keyboard-map"

/** zag's slider: each thumb takes the keys; arrows follow the orientation. */
export const sliderBindings: readonly KeyBinding[] = [
  {
    keys: ["ArrowRight", "ArrowUp"],
    part: "thumb",
    action: "Increases the value by one step (ArrowRight decreases in right-to-left).",
  },
  {
    keys: ["ArrowLeft", "ArrowDown"],
    part: "thumb",
    action: "Decreases the value by one step (ArrowLeft increases in right-to-left).",
  },
  {
    keys: ["Shift+ArrowRight", "Shift+ArrowUp", "PageUp"],
    part: "thumb",
    action: "Increases the value by ten steps.",
  },
  {
    keys: ["Shift+ArrowLeft", "Shift+ArrowDown", "PageDown"],
    part: "thumb",
    action: "Decreases the value by ten steps.",
  },
  {
    keys: ["Home", "End"],
    part: "thumb",
    action: "Sets the thumb to its minimum or maximum.",
  },
]
