import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

/** Pagination settings; defaults from SPEC §9 (page size 10, sibling count 1). */
export const paginationControls = defineControls({
  /** Rows per page; fractions are rounded down. */
  pageSize: { type: "number", defaultValue: 10, min: 1, max: 1000, step: 1 },
  /** Page buttons shown on each side of the current page. */
  siblingCount: { type: "number", defaultValue: 1, min: 0, max: 10, step: 1 },
  /** Page buttons always shown at the start and the end. */
  boundaryCount: { type: "number", defaultValue: 1, min: 0, max: 10, step: 1 },
  ...directionControl,
})
