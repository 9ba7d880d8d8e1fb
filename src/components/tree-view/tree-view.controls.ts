import { defineControls } from "../kit/controls"
import { directionControl, headingLevelControl } from "../kit/shared-controls"

/** Tree view settings (SPEC §3); defaults from SPEC §9. */
export const treeViewControls = defineControls({
  /** `multiple` adds ctrl/meta+click, shift+click, shift+arrows and meta/ctrl+a selection. */
  selectionMode: { type: "select", options: ["single", "multiple"], defaultValue: "single" },
  /** Clicking a folder also opens or closes it, besides selecting it. */
  expandOnClick: { type: "boolean", defaultValue: true },
  /** Typing letters moves focus to the next visible node whose name starts with them. */
  typeahead: { type: "boolean", defaultValue: true },
  ...directionControl,
  ...headingLevelControl,
})
