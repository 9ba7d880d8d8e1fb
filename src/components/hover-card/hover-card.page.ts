/** The hover card demo's parts: the @zag_js link that triggers it and the card it opens. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function hoverCard(root: ShadowRoot) {
  const card = () => part(within(root), "hover-card", "content")
  return {
    trigger: () => getByRole(within(root), "link", { name: "@zag_js" }),
    /** The card, also while it is hidden. */
    card,
    isOpen: () => !card().hidden && card().dataset.state === "open",
    arrow: () => part(card(), "hover-card", "arrow"),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    placement: SEEN_WHEN.popupPlacement,
    disabled: SEEN_WHEN.pointer,
    closeDelay: SEEN_WHEN.time,
    openDelay: SEEN_WHEN.time,
  },
}
