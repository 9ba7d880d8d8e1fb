import { defineControls } from "../kit/runtime/controls"
import { directionControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Pagination settings (page size 10, sibling count 1). */
export const controls = defineControls({
  pageSize: {
    description: "Rows per page; fractions are rounded down.",
    type: "number",
    defaultValue: 10,
    min: 1,
    max: 1000,
    step: 1,
  },
  siblingCount: {
    description: "Page buttons shown on each side of the current page.",
    type: "number",
    defaultValue: 1,
    min: 0,
    max: 10,
    step: 1,
  },
  boundaryCount: {
    description: "Page buttons always shown at the start and the end.",
    type: "number",
    defaultValue: 1,
    min: 0,
    max: 10,
    step: 1,
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Pagination",
  summary: "Moves between pages of a long list.",
  use: "Use it to split a long list or table into pages when readers need to know where they are and jump to a page.",
  group: "navigation",
  keywords: ["pages", "paging", "pager"],
}
