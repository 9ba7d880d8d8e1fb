import { defineControls } from "../kit/runtime/controls"
import { directionControl, headingLevelControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Tree view settings. */
export const controls = defineControls({
  selectionMode: {
    description:
      "`multiple` adds ctrl/meta+click, shift+click, shift+arrows and meta/ctrl+a selection.",
    type: "select",
    options: ["single", "multiple"],
    defaultValue: "single",
  },
  expandOnClick: {
    description: "Clicking a folder also opens or closes it, besides selecting it.",
    type: "boolean",
    defaultValue: true,
  },
  typeahead: {
    description: "Typing letters moves focus to the next visible node whose name starts with them.",
    type: "boolean",
    defaultValue: true,
  },
  ...directionControl,
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Tree View",
  summary: "Nested items that expand, like a file explorer.",
  use: "Use it for nested data a reader browses and expands, such as files and folders or categories, with keys to move through it.",
  group: "navigation",
  keywords: ["tree", "folders", "hierarchy", "file explorer"],
}
