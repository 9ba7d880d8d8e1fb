import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const tagsInputControls = defineControls({
  /** The most tags; 0 means no limit (SPEC §9: unlimited by default). */
  max: { type: "number", defaultValue: 0, min: 0, step: 1 },
  /** Tags past the max are still added, and the field is marked invalid (rangeOverflow). */
  allowOverflow: { type: "boolean", defaultValue: false },
  /** Pasted text is split at the delimiter and added as tags at once. */
  addOnPaste: { type: "boolean", defaultValue: false },
  /** Enter or a double click on a tag edits it; editing a tag to empty deletes it. */
  editable: { type: "boolean", defaultValue: true },
  /** What leaving the input does with typed text: add it as a tag, clear it, or nothing. */
  blurBehavior: { type: "select", options: ["none", "add", "clear"], defaultValue: "none" },
  /** Typing this adds the typed tag, and pasted text is split at it; empty: only Enter adds. */
  delimiter: { type: "string", defaultValue: "," },
  /** The demo's validator: longer tags are refused with invalidTag; 0 accepts any length. */
  maxTagLength: { type: "number", defaultValue: 0, min: 0, step: 1 },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
  ...directionControl,
})
