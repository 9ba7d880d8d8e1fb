import type { PositioningOptions } from "@zag-js/popper"

/**
 * Positioning for every popup (gutter 8, overflow padding 8, arrow padding 4).
 * `fixed` keeps a popup out of its host page's overflow clipping when the demo is embedded.
 */
export const overlayPositioning = {
  strategy: "fixed",
  gutter: 8,
  overflowPadding: 8,
  arrowPadding: 4,
} satisfies PositioningOptions

/** Where a popup may sit relative to its trigger (zag's `positioning.placement`). */
export const popupPlacements = [
  "bottom-start",
  "bottom",
  "bottom-end",
  "top-start",
  "top",
  "top-end",
  "left-start",
  "left",
  "left-end",
  "right-start",
  "right",
  "right-end",
] as const
