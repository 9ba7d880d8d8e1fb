import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  max: {
    description: "The most tags; 0 means no limit.",
    type: "number",
    defaultValue: 0,
    min: 0,
    step: 1,
  },
  allowOverflow: {
    description:
      "Tags past the max are still added, and the field is marked invalid (rangeOverflow).",
    type: "boolean",
    defaultValue: false,
  },
  addOnPaste: {
    description: "Pasted text is split at the delimiter and added as tags at once.",
    type: "boolean",
    defaultValue: false,
  },
  editable: {
    description: "Enter or a double click on a tag edits it; editing a tag to empty deletes it.",
    type: "boolean",
    defaultValue: true,
  },
  blurBehavior: {
    description:
      "What leaving the input does with typed text: add it as a tag, clear it, or nothing.",
    type: "select",
    options: ["none", "add", "clear"],
    defaultValue: "none",
  },
  delimiter: {
    description:
      "Typing this adds the typed tag, and pasted text is split at it; empty: only Enter adds.",
    type: "string",
    defaultValue: ",",
  },
  maxTagLength: {
    description:
      "The demo's validator: longer tags are refused with invalidTag; 0 accepts any length.",
    type: "number",
    defaultValue: 0,
    min: 0,
    step: 1,
  },
  ...disabledControl,
  ...readOnlyControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Tags Input",
  summary: "Types several values that become removable tags.",
  use: "Use it when a field takes several free values, such as email recipients or labels, each shown and removable on its own.",
  group: "forms",
  keywords: ["chips", "tokens", "labels"],
}
