import { defineControls } from "../kit/runtime/controls"
import { directionControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Image cropper settings (zag's defaults). Sizes are in pixels of the picture as shown. */
export const controls = defineControls({
  aspectRatio: {
    description: "Width divided by height that the crop keeps (1 is square); 0 leaves it free.",
    type: "number",
    defaultValue: 0,
    min: 0,
    step: 0.1,
  },
  minWidth: {
    description: "The narrowest the crop resizes to, in pixels.",
    type: "number",
    defaultValue: 40,
    min: 1,
  },
  minHeight: {
    description: "The lowest the crop resizes to, in pixels.",
    type: "number",
    defaultValue: 40,
    min: 1,
  },
  maxWidth: {
    description: "The widest the crop resizes to, in pixels; 0 means the picture's width.",
    type: "number",
    defaultValue: 0,
    min: 0,
  },
  maxHeight: {
    description: "The tallest the crop resizes to, in pixels; 0 means the picture's height.",
    type: "number",
    defaultValue: 0,
    min: 0,
  },
  zoomStep: {
    description: "How much one wheel step or plus / minus key zooms, and the Zoom slider's step.",
    type: "number",
    defaultValue: 0.1,
    min: 0.01,
    step: 0.01,
  },
  minZoom: {
    description: "The least the picture can be zoomed (1 fills the frame).",
    type: "number",
    defaultValue: 1,
    min: 0.1,
    step: 0.1,
  },
  maxZoom: {
    description: "The most the picture can be zoomed.",
    type: "number",
    defaultValue: 5,
    min: 0.1,
    step: 0.1,
  },
  cropShape: {
    description: "The crop's outline: a rectangle, or a circle (the crop is then square).",
    type: "select",
    options: ["rectangle", "circle"],
    defaultValue: "rectangle",
  },
  fixedCropArea: {
    description:
      "The crop stays where it is: dragging and the arrow keys move the picture under it instead.",
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Image Cropper",
  summary: "Frames part of a picture to keep: move and resize the crop, zoom, rotate and flip.",
  use: "Use it when an uploaded picture must fit a frame, such as an avatar or a cover, and the reader chooses what is kept.",
  group: "forms",
  keywords: ["crop", "image editor", "avatar upload", "zoom", "rotate", "photo"],
}
