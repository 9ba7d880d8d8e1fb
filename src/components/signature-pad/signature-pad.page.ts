/** What the sweeps need to know of the signature-pad demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    readOnly: SEEN_WHEN.pointer,
    imageType: SEEN_WHEN.stroke,
    size: SEEN_WHEN.stroke,
    smoothing: SEEN_WHEN.stroke,
    streamline: SEEN_WHEN.stroke,
    thinning: SEEN_WHEN.stroke,
  },
  sampleText: {
    fill: "crimson",
  },
}
