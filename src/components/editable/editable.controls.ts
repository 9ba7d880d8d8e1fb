import { editableText } from "../../data/editable-text"
import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const editableControls = defineControls({
  /** What ends editing and keeps the text: Enter, leaving the field, both (SPEC §9), or only Save. */
  submitMode: { type: "select", options: ["both", "enter", "blur", "none"], defaultValue: "both" },
  /** What starts editing from the preview; with none, only the Edit button does. */
  activationMode: {
    type: "select",
    options: ["focus", "dblclick", "click", "none"],
    defaultValue: "focus",
  },
  /** The most characters the text may have (SPEC §9: 1000). */
  maxLength: { type: "number", defaultValue: 1000, min: 1, step: 1 },
  /** Starting to edit selects the whole text, so typing replaces it. */
  selectOnFocus: { type: "boolean", defaultValue: true },
  /** Shown in the preview and the input while the text is empty. */
  placeholder: { type: "string", defaultValue: editableText.placeholder },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
  ...directionControl,
})
