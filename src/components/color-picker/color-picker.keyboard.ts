import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "trigger",
      action: "Opens the picker and focuses the colour area's thumb.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"],
      part: "area-thumb",
      action:
        "Moves the area's thumb: left and right change saturation, up and down brightness or lightness.",
    },
    {
      keys: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"],
      part: "channel-slider-thumb",
      action: "Decreases or increases the channel (hue, alpha) by one step.",
    },
    {
      keys: ["PageUp", "PageDown", "Home", "End"],
      part: "channel-slider-thumb",
      action: "Changes the channel by a large step, or sets it to its minimum or maximum.",
    },
    {
      keys: ["Tab"],
      part: "content",
      action:
        "Moves focus from the area to the hue and alpha sliders, then the fields and swatches.",
    },
    {
      keys: ["Enter"],
      part: "channel-input",
      action: "Applies the typed value (a hex, or a colour name such as red) to the colour.",
    },
    {
      keys: ["Escape"],
      part: "content",
      action: "Closes the picker and returns focus to the trigger.",
    },
  ],
}
