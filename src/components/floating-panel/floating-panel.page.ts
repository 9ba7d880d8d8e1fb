/** What the sweeps need to know of the floating-panel demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnEscape: SEEN_WHEN.openPopup,
    allowOverflow: SEEN_WHEN.pointer,
    gridSize: SEEN_WHEN.pointer,
    lockAspectRatio: SEEN_WHEN.pointer,
    persistRect: SEEN_WHEN.pointer,
    minWidth: SEEN_WHEN.pointer,
    minHeight: SEEN_WHEN.pointer,
    maxWidth: SEEN_WHEN.pointer,
    maxHeight: SEEN_WHEN.pointer,
  },
}
