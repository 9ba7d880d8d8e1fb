import type { KeyBinding } from "../keyboard-map"

/** zag's slider: each thumb takes the keys; the arrows that count follow the orientation. */
export const sliderBindings: readonly KeyBinding[] = [
  {
    keys: ["ArrowRight", "ArrowLeft"],
    part: "thumb",
    action:
      "In a horizontal slider, increases or decreases the value by one step (swapped in right-to-left).",
  },
  {
    keys: ["ArrowUp", "ArrowDown"],
    part: "thumb",
    action: "In a vertical slider, increases or decreases the value by one step.",
  },
  {
    keys: ["Shift+ArrowRight", "Shift+ArrowLeft", "Shift+ArrowUp", "Shift+ArrowDown"],
    part: "thumb",
    action: "Changes the value by ten steps, with the arrows of the slider's orientation.",
  },
  {
    keys: ["PageUp", "PageDown"],
    part: "thumb",
    action: "Increases or decreases the value by ten steps.",
  },
  {
    keys: ["Home", "End"],
    part: "thumb",
    action: "Sets the thumb to its minimum or maximum.",
  },
]
