import { defineControls } from "../kit/runtime/controls"
import { directionControl, orientationControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Splitter settings (panels with size and minSize, in percent of the splitter). */
export const controls = defineControls({
  sizeA: {
    description: "Starting size of panel A, in percent; A and B together may not pass 100.",
    type: "number",
    defaultValue: 50,
    min: 1,
    max: 100,
    label: "Size of A",
  },
  sizeB: {
    description: "Starting size of panel B, in percent; A and B together may not pass 100.",
    type: "number",
    defaultValue: 50,
    min: 1,
    max: 100,
    label: "Size of B",
  },
  minSizeA: {
    description:
      "Panel A never shrinks below this, in percent; both min sizes together may not pass 100.",
    type: "number",
    defaultValue: 0,
    min: 0,
    max: 100,
    label: "Min size of A",
  },
  minSizeB: {
    description:
      "Panel B never shrinks below this, in percent; both min sizes together may not pass 100.",
    type: "number",
    defaultValue: 0,
    min: 0,
    max: 100,
    label: "Min size of B",
  },
  ...orientationControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Splitter",
  summary: "Panes separated by a handle that resizes them.",
  use: "Use it to let readers share space between side-by-side panes, such as a file list and an editor, and resize them by pointer or keys.",
  group: "navigation",
  keywords: ["resizable", "panes", "divider", "split"],
}
