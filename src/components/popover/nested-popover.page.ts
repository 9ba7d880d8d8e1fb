/** What the sweeps need to know of the nested-popover demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"
import { part } from "../../../test/browser/pages/parts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    innerPlacement: SEEN_WHEN.popupPlacement,
    closeOnEscape: SEEN_WHEN.openPopup,
    closeOnInteractOutside: SEEN_WHEN.openPopup,
  },
  popupTrigger: (root) => part(root, "popover", "trigger"),
}
