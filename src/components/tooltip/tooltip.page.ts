/** The tooltip demo's parts: its two trigger buttons and the tooltip each one describes. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function tooltipDemo(root: ShadowRoot) {
  const tips = () => parts(within(root), "tooltip", "content")
  return {
    trigger: (name: "Hover me" | "Over me") => getByRole(within(root), "button", { name }),
    /** Both tooltips, shown or not, in the triggers' order. */
    tips,
    /** The texts of the tooltips showing now, comma separated. */
    visibleTips: () =>
      tips()
        .filter((tip) => !tip.hidden)
        .map((tip) => tip.textContent)
        .join(", "),
    /** The tooltip showing now, by its role. */
    tooltip: () => getByRole(within(root), "tooltip"),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    placement: SEEN_WHEN.popupPlacement,
    closeOnClick: SEEN_WHEN.openPopup,
    closeOnEscape: SEEN_WHEN.openPopup,
    closeOnPointerDown: SEEN_WHEN.openPopup,
    closeOnScroll: SEEN_WHEN.openPopup,
    disabled: SEEN_WHEN.pointer,
    closeDelay: SEEN_WHEN.time,
    openDelay: SEEN_WHEN.time,
  },
}
