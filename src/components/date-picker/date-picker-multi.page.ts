/** What the sweeps need to know of the date-picker-multi demo. */
import type { DemoTestFacts } from "../../../test/browser/pages/test-facts"
import { datePicker } from "./date-picker.page"

export const testFacts: DemoTestFacts = {
  popupTrigger: (root) => datePicker(root).trigger(),
  sampleText: {
    min: "2024-03-10",
    max: "2024-03-10",
  },
}
