/** What the sweeps need to know of the range-slider demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"
import { slider } from "../../../test/browser/pages/slider-parts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    readOnly: SEEN_WHEN.pointer,
    origin: `${SEEN_WHEN.noValue} (the range is drawn between the thumbs whatever the origin)`,
  },
  stepped: {
    part: (root) => slider(root).thumb(0),
    value: (root) => slider(root).value(0),
    key: "ArrowRight",
  },
}
