/** What the sweeps need to know of the timer-countdown demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    interval: SEEN_WHEN.time,
    targetMs: SEEN_WHEN.time,
  },
  still: { "auto-start": "false" },
}
