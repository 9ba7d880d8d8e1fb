import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  ...disabledControl,
  ...readOnlyControl,
  loopFocus: {
    description: "Arrow keys wrap from the last option of a list to its first and back.",
    type: "boolean",
    defaultValue: false,
  },
  multiple: {
    description: "Several locations can be chosen at once; each shows by its last step.",
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
  closeOnSelect: {
    description: "Choosing a location with no further level closes the lists.",
    type: "boolean",
    defaultValue: true,
  },
  allowParentSelection: {
    description:
      "A continent or a country can be chosen itself, not only opened to pick within it.",
    type: "boolean",
    defaultValue: false,
  },
  highlightTrigger: {
    description: "What opens the next level: a click on an option, or the pointer resting on it.",
    type: "select",
    options: ["click", "hover"],
    defaultValue: "click",
  },
})

export const about: DemoAbout = {
  label: "Cascade Select",
  summary: "Picks a value from nested lists, one level at a time: continent, country, region.",
  use: "Use it when a choice is a path through a hierarchy, such as a place or a product category, too large for one flat list.",
  group: "forms",
  keywords: ["cascader", "nested select", "hierarchy", "drill down", "location picker"],
}
