/** What the sweeps need to know of the menu demo. */
// Its parts are the menu machine's, shared with menu-combobox: test/browser/pages/menu-popups.ts.
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnSelect: SEEN_WHEN.openPopup,
    loopFocus: SEEN_WHEN.keys,
    typeahead: SEEN_WHEN.keys,
  },
  popupTrigger: (root) => part(root, "menu", "trigger"),
}
