import { defineControls } from "../kit/runtime/controls"
import {
  closeOnEscapeControl,
  directionControl,
  disabledControl,
  headingLevelControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Floating panel settings (zag's defaults unless noted). Sizes are in pixels; 0 is no limit. */
export const controls = defineControls({
  allowDrag: {
    description:
      "The header drags the panel around (zag's `draggable`). Not named `draggable`: that attribute on the element would turn on the browser's own drag and drop.",
    type: "boolean",
    defaultValue: true,
    label: "Draggable",
  },
  resizable: {
    description:
      "Edge and corner handles resize the panel; off also disables minimize and maximize.",
    type: "boolean",
    defaultValue: true,
  },
  lockAspectRatio: {
    description: "Resizing keeps the width-to-height ratio (holding Shift does the same).",
    type: "boolean",
    defaultValue: false,
  },
  closeOnEscape: {
    ...closeOnEscapeControl.closeOnEscape,
    description:
      "Escape on the focused panel closes it (zag's default is off; on here for keyboard users).",
  },
  allowOverflow: {
    description:
      "Dragging may take the panel past the left, right and bottom edges of the viewport.",
    type: "boolean",
    defaultValue: true,
  },
  persistRect: {
    description: "Closing keeps the panel's position and size for the next opening.",
    type: "boolean",
    defaultValue: false,
  },
  gridSize: {
    description: "Dragging snaps the position to multiples of this many pixels.",
    type: "number",
    defaultValue: 1,
    min: 1,
    max: 100,
  },
  minWidth: {
    description: "The narrowest the panel resizes to, in pixels; 0 means no limit.",
    type: "number",
    defaultValue: 0,
    min: 0,
  },
  minHeight: {
    description: "The lowest the panel resizes to, in pixels; 0 means no limit.",
    type: "number",
    defaultValue: 0,
    min: 0,
  },
  maxWidth: {
    description: "The widest the panel resizes to, in pixels; 0 means no limit.",
    type: "number",
    defaultValue: 0,
    min: 0,
  },
  maxHeight: {
    description: "The tallest the panel resizes to, in pixels; 0 means no limit.",
    type: "number",
    defaultValue: 0,
    min: 0,
  },
  ...disabledControl,
  ...directionControl,
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Floating Panel",
  summary: "A panel you can drag, resize, minimise and maximise.",
  use: "Use it for a tool window the reader keeps open beside their work, such as a chat, a preview or an inspector, and places themselves.",
  group: "overlays",
  keywords: ["window", "draggable", "resizable"],
}
