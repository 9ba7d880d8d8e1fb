import type { KeyboardMap } from "../kit/accessibility/keyboard-map"

export const keyboard: KeyboardMap = {
  bindings: [
    {
      keys: ["Enter", " "],
      part: "download-trigger",
      action: "Downloads the code as an image.",
    },
  ],
  note: "zag's QR code machine handles no keys itself: the download trigger is a button.",
}
