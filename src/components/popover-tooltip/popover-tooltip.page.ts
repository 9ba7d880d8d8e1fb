/** The popover-with-tooltips composition: the popover, its style buttons and their tooltips. */
import { getByRole, getByText, queryByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function popoverTooltip(root: ShadowRoot) {
  const all = within(root)
  return {
    trigger: () => getByRole(all, "button", { name: /^Text style/ }),
    /** The open popover, or null while it is closed. */
    popover: () => queryByRole(all, "dialog", { name: "Format text" }),
    description: () => getByText(all, "Hover or focus a button to see what it does."),
    styleButton: (name: "Bold" | "Italic" | "Underline") =>
      getByRole(all, "button", { name, hidden: true }),
    /** The texts of the tooltips showing now. */
    openTooltips: () =>
      parts(all, "tooltip", "content")
        .filter((content) => !content.hidden)
        .map((content) => content.textContent),
    preview: () => getByText(all, "The quick brown fox"),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  // Everything but the trigger is inside the popover, closed at first.
  seenOnlyInUse: {
    modal: SEEN_WHEN.openPopup,
    closeOnEscape: SEEN_WHEN.openPopup,
    closeOnInteractOutside: SEEN_WHEN.openPopup,
    placement: SEEN_WHEN.popupPlacement,
    tooltipOpenDelay: SEEN_WHEN.time,
    tooltipPlacement: SEEN_WHEN.popupPlacement,
  },
}
