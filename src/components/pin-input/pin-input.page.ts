/** The pin input demo's parts: its boxes, the hidden form field and the result line. */
import { parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function pinInput(root: ShadowRoot) {
  const inputs = () => parts<HTMLInputElement>(root, "pin-input", "input")
  return {
    inputs,
    /** What each box holds, in order. */
    values: () => inputs().map((input) => input.value),
    /** The field the form submits: the boxes' characters joined. */
    hidden: () => root.querySelector<HTMLInputElement>('input[name="pin"]')!,
    result: () => root.querySelector(".sb-pin-input-result")!,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    blurOnComplete: SEEN_WHEN.keys,
    selectOnFocus: SEEN_WHEN.keys,
  },
  sampleText: {
    placeholder: "_",
  },
}
