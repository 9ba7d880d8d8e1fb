/** The popover demo's parts: its trigger and the popover it opens. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function popoverDemo(root: ShadowRoot) {
  return {
    trigger: () => getByRole(within(root), "button", { name: /Click me/ }),
    /** The open popover, or null while it is closed. */
    popover: () => queryByRole(within(root), "dialog", { name: "Popover Title" }),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    autoFocus: SEEN_WHEN.openPopup,
    closeOnEscape: SEEN_WHEN.openPopup,
    closeOnInteractOutside: SEEN_WHEN.openPopup,
  },
  popupTrigger: (root) => popoverDemo(root).trigger(),
}
