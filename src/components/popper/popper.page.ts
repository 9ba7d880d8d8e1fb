/** What the sweeps need to know of the popper demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    flip: `${SEEN_WHEN.noValue} (the popup flips only when it lacks room, and the demo gives it room)`,
  },
}
