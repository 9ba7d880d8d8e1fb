/** What the sweeps need to know of the slider demo. */
// Its parts are the slider machine's, shared with slider-number-input (test/browser/pages).
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"
import { slider } from "../../../test/browser/pages/slider-parts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    readOnly: SEEN_WHEN.pointer,
  },
  stepped: {
    part: (root) => slider(root).thumb(),
    value: (root) => slider(root).value(),
    key: "ArrowRight",
  },
}
