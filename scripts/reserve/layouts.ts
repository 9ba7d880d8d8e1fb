import type { ReservedHeights } from "./reserve-css"

export interface Layout {
  viewport: { width: number; height: number }
  /** The width of the page's content column, px. */
  column: number
  /** Which figure of ReservedHeights each measure is, and whether the toolbar is shown. */
  keys: Partial<Record<keyof ReservedHeights, boolean>>
}

// The two layouts reserved heights are measured in: a desktop docs page's content column, and a
// phone, where the toolbar wraps under the widget (reserve-css.ts switches at NARROW_BELOW).
export const LAYOUTS: Layout[] = [
  {
    viewport: { width: 1280, height: 900 },
    column: 760,
    keys: { toolbar: true, noToolbar: false },
  },
  {
    viewport: { width: 390, height: 844 },
    column: 358,
    keys: { narrowToolbar: true, narrowNoToolbar: false },
  },
]
