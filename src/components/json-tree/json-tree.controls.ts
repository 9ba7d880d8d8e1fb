import { defineControls } from "../kit/runtime/controls"
import { directionControl, headingLevelControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** JSON tree settings: how deep it opens, and json-tree-utils' preview options. */
export const controls = defineControls({
  expandedDepth: {
    description:
      "How many levels are open: 0 shows the value closed, 1 its keys, 2 their children too; setting it again reopens the tree to that depth.",
    type: "number",
    min: 0,
    max: 6,
    defaultValue: 1,
  },
  maxPreviewItems: {
    description:
      "How many entries the one-line preview of a closed object, array, Map or Set lists before an ellipsis.",
    type: "number",
    min: 1,
    max: 10,
    defaultValue: 3,
  },
  groupArraysAfterLength: {
    description:
      "An array longer than this is split into groups of this many items ([0…99], [100…199]…), each opened on its own.",
    type: "number",
    min: 2,
    max: 200,
    defaultValue: 100,
  },
  showNonenumerable: {
    label: "Show non-enumerable",
    description: "Shows properties hidden from enumeration (here the feed's [[cacheKey]]), dimmed.",
    type: "boolean",
    defaultValue: true,
  },
  quotesOnKeys: {
    description: 'Writes object keys in quotes, as JSON does ("station": …).',
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "JSON Tree",
  summary: "A value shown as a tree of keys that open, like the browser's console.",
  use: "Use it to show structured data, such as an API response or a config, whose depth a reader explores a branch at a time.",
  group: "display",
  keywords: ["json", "object inspector", "data viewer", "devtools", "tree"],
}
