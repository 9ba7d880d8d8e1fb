export interface PanelSizes {
  sizeA: number
  sizeB: number
  minSizeA: number
  minSizeB: number
}

export interface CheckedPanelSizes extends PanelSizes {
  /** Why some of the requested sizes were set aside, one sentence per rule broken. */
  problems: string[]
}

/** Panels A and B at 50 each; no min size unless one is asked for. */
export const DEFAULT_PANEL_SIZES: PanelSizes = { sizeA: 50, sizeB: 50, minSizeA: 0, minSizeB: 0 }

/**
 * The panel sizes together, and the min sizes together, may not pass 100. Older zag
 * threw "Total size of panels cannot be greater than 100" (or "minSize"); 1.44 to 1.47
 * silently rescale the sizes and let min sizes overflow the splitter. The demo checks first,
 * says which rule was broken, and falls back to the defaults for that kind of size only.
 */
export function checkPanelSizes(requested: PanelSizes): CheckedPanelSizes {
  const checked: CheckedPanelSizes = { ...requested, problems: [] }
  if (requested.sizeA + requested.sizeB > 100) {
    checked.problems.push(
      "The total of panel sizes cannot be greater than 100. Showing A and B at 50 each.",
    )
    checked.sizeA = DEFAULT_PANEL_SIZES.sizeA
    checked.sizeB = DEFAULT_PANEL_SIZES.sizeB
  }
  if (requested.minSizeA + requested.minSizeB > 100) {
    checked.problems.push("The total of min sizes cannot be greater than 100. Using no min sizes.")
    checked.minSizeA = DEFAULT_PANEL_SIZES.minSizeA
    checked.minSizeB = DEFAULT_PANEL_SIZES.minSizeB
  }
  return checked
}
