/** What the sweeps need to know of the nested-popover demo. */
import { SEEN_WHEN, type DemoTestFacts } from "./test-facts"
import { part } from "./parts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    innerPlacement: SEEN_WHEN.popupPlacement,
    closeOnEscape: SEEN_WHEN.openPopup,
    closeOnInteractOutside: SEEN_WHEN.openPopup,
  },
  popupTrigger: (root) => part(root, "popover", "trigger"),
}
