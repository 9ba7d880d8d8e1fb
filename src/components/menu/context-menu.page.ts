/** What the sweeps need to know of the context-menu demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    placement: SEEN_WHEN.popupPlacement,
    closeOnSelect: SEEN_WHEN.openPopup,
    loopFocus: SEEN_WHEN.keys,
    typeahead: SEEN_WHEN.keys,
  },
}
