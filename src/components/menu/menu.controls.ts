import { defineControls } from "../kit/runtime/controls"
import { directionControl, placementControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Settings every menu demo shares: the menu machine's main props. */
export const menuBaseControls = defineControls({
  closeOnSelect: {
    description: "Choosing an item closes the menu.",
    type: "boolean",
    defaultValue: true,
  },
  loopFocus: {
    description: "Arrow keys wrap from the last item to the first and back.",
    type: "boolean",
    defaultValue: false,
  },
  typeahead: {
    description: "Typing letters highlights the next item starting with them.",
    type: "boolean",
    defaultValue: true,
  },
  ...directionControl,
  placement: placementControl("bottom-start", "Where the menu opens relative to its trigger."),
})

// zag's menu machine has no `disabled` prop, so no Disabled control is offered.
export const controls = defineControls({ ...menuBaseControls })

export const about: DemoAbout = {
  label: "Menu",
  summary: "A dropdown menu of actions opened from a button.",
  use: "Use it for a short list of actions on one object, such as Edit, Duplicate and Delete, behind one button to save room.",
  group: "overlays",
  keywords: ["dropdown", "actions"],
}
