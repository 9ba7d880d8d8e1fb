import { editableText } from "./editable-text"
import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  submitMode: {
    description:
      "What ends editing and keeps the text: Enter, leaving the field, both, or only Save.",
    type: "select",
    options: ["both", "enter", "blur", "none"],
    defaultValue: "both",
  },
  activationMode: {
    description: "What starts editing from the preview; with none, only the Edit button does.",
    type: "select",
    options: ["focus", "dblclick", "click", "none"],
    defaultValue: "focus",
  },
  maxLength: {
    description: "The most characters the text may have.",
    type: "number",
    defaultValue: 1000,
    min: 1,
    step: 1,
  },
  selectOnFocus: {
    description: "Starting to edit selects the whole text, so typing replaces it.",
    type: "boolean",
    defaultValue: true,
  },
  placeholder: {
    description: "Shown in the preview and the input while the text is empty.",
    type: "string",
    defaultValue: editableText.placeholder,
  },
  ...disabledControl,
  ...readOnlyControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Editable",
  summary: "Text that turns into an input when you edit it.",
  use: "Use it for a value that is read far more often than changed, such as a title or a name, so it can be edited in place without a form.",
  group: "forms",
  keywords: ["inline edit", "text"],
}
