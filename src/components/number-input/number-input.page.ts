/** The number input demo's parts: the field and its two step buttons, by role and name. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function numberInput(root: ShadowRoot) {
  return {
    input: () =>
      getByRole(within(root), "spinbutton", { name: "Enter number" }) as HTMLInputElement,
    increment: () => getByRole(within(root), "button", { name: "increment value" }),
    decrement: () => getByRole(within(root), "button", { name: "decrease value" }),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    allowMouseWheel: SEEN_WHEN.keys,
    clampValueOnBlur: SEEN_WHEN.keys,
    spinOnPress: SEEN_WHEN.keys,
    locale: `${SEEN_WHEN.noValue} (0 reads the same in every locale offered)`,
  },
  stepped: {
    part: (root) => numberInput(root).input(),
    value: (root) => Number(numberInput(root).input().value),
    key: "ArrowUp",
    // The input starts empty: the first key gives it a value to step from.
    startsEmpty: true,
  },
  sampleText: {
    locale: "de-DE",
  },
}
