/** What the sweeps need to know of the menu-options demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"
import { part } from "../../../test/browser/pages/parts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnSelect: SEEN_WHEN.openPopup,
    loopFocus: SEEN_WHEN.keys,
    typeahead: SEEN_WHEN.keys,
  },
  popupTrigger: (root) => part(root, "menu", "trigger"),
}
