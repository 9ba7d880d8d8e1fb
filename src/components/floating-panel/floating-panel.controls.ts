import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl } from "../kit/shared-controls"

/** Floating panel settings (zag's defaults unless noted). Sizes are in pixels; 0 is no limit. */
export const floatingPanelControls = defineControls({
  /**
   * The header drags the panel around (zag's `draggable`). Not named `draggable`: that
   * attribute on the element would turn on the browser's own drag and drop.
   */
  allowDrag: { type: "boolean", defaultValue: true, label: "Draggable" },
  /** Edge and corner handles resize the panel; off also disables minimize and maximize. */
  resizable: { type: "boolean", defaultValue: true },
  /** Resizing keeps the width-to-height ratio (holding Shift does the same). */
  lockAspectRatio: { type: "boolean", defaultValue: false },
  /** Escape on the focused panel closes it (zag's default is off; on here for keyboard users). */
  closeOnEscape: { type: "boolean", defaultValue: true },
  /** Dragging may take the panel past the left, right and bottom edges of the viewport. */
  allowOverflow: { type: "boolean", defaultValue: true },
  /** Closing keeps the panel's position and size for the next opening. */
  persistRect: { type: "boolean", defaultValue: false },
  /** Dragging snaps the position to multiples of this many pixels. */
  gridSize: { type: "number", defaultValue: 1, min: 1, max: 100 },
  minWidth: { type: "number", defaultValue: 0, min: 0 },
  minHeight: { type: "number", defaultValue: 0, min: 0 },
  maxWidth: { type: "number", defaultValue: 0, min: 0 },
  maxHeight: { type: "number", defaultValue: 0, min: 0 },
  disabled: { type: "boolean", defaultValue: false },
  ...directionControl,
  ...headingLevelControl,
})
