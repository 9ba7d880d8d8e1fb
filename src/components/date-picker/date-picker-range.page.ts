/** What the sweeps need to know of the date-picker-range demo. */
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"
import { datePicker } from "./date-picker.page"

export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnSelect: SEEN_WHEN.openPopup,
  },
  popupTrigger: (root) => datePicker(root).trigger(),
  sampleText: {
    min: "2024-03-10",
    max: "2024-03-10",
  },
}
