import { defineControls } from "../kit/controls"
import { popupPlacements } from "../kit/overlay"
import { directionControl } from "../kit/shared-controls"

/** Settings every menu demo shares: the menu machine's main props. */
export const menuBaseControls = defineControls({
  /** Choosing an item closes the menu. */
  closeOnSelect: { type: "boolean", defaultValue: true },
  /** Arrow keys wrap from the last item to the first and back. */
  loopFocus: { type: "boolean", defaultValue: false },
  /** Typing letters highlights the next item starting with them. */
  typeahead: { type: "boolean", defaultValue: true },
  ...directionControl,
  /** Where the menu opens relative to its trigger (SPEC §9: bottom-start). */
  placement: { type: "select", options: popupPlacements, defaultValue: "bottom-start" },
})

// zag's menu machine has no `disabled` prop, so no Disabled control is offered.
export const menuControls = defineControls({ ...menuBaseControls })
