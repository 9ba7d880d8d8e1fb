/** The clipboard demo's parts: the link field, its copy trigger and the trigger's indicator. */
import { getByLabelText } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function clipboard(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    input: () => getByLabelText(stage, "Copy this link") as HTMLInputElement,
    trigger: () => part<HTMLButtonElement>(stage, "clipboard", "trigger"),
    /** The texts of the indicators on show ("Copy" or "Copied"). */
    visibleIndicator: () =>
      parts(stage, "clipboard", "indicator")
        .filter((indicator) => !indicator.hidden)
        .map((indicator) => indicator.textContent),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    timeout: SEEN_WHEN.time,
  },
}
