import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  selectionMode: {
    description:
      "How many countries can be selected: one; several, each click toggling one; several with Shift and Ctrl or ⌘ as in a file list; or none. A new mode starts with nothing selected.",
    type: "select",
    options: ["single", "multiple", "extended", "none"],
    defaultValue: "single",
  },
  deselectable: {
    description:
      "Escape clears the selection, and clicking the selected country in single mode unselects it.",
    type: "boolean",
    defaultValue: true,
  },
  loopFocus: {
    description: "The arrow keys wrap from the last country to the first and back.",
    type: "boolean",
    defaultValue: false,
  },
  ...disabledControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Listbox",
  summary: "A list of options, always shown, to select one or several from.",
  use: "Use it when the options should stay visible, as in a sidebar filter or a two-pane picker, rather than hide in a dropdown.",
  group: "forms",
  keywords: ["list", "options", "multi-select", "selection"],
}
