/** The select-in-dialog composition: the Open Dialog trigger, the dialog, the select inside. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { click, expectFocus, press, waitFor, within } from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function selectInDialog(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    trigger: () => getByRole(all, "button", { name: "Open Dialog" }),
    /** The open dialog, or null while it is closed. */
    dialog: () => queryByRole(all, "dialog", { name: "Edit profile" }),
    /** The select's trigger, inside the open dialog. */
    selectTrigger: () => getByRole(all, "combobox", { name: "Country" }),
    valueText: () => part(all, "select", "value-text").textContent,
    description: () => part(all, "dialog", "description"),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  keyBurst: {
    what: "highlighted country",
    focus: async (root) => {
      const page = selectInDialog(root)
      await click(page.trigger())
      await waitFor(() => page.dialog(), "the dialog to open")
      page.selectTrigger().focus()
      await expectFocus(page.selectTrigger())
      await press("ArrowDown")
      await waitFor(() => page.highlightedIndex() >= 0 || null, "a highlighted country")
    },
    key: "ArrowDown",
    presses: 4,
    read: (root) => selectInDialog(root).highlightedIndex(),
  },
  // Everything but the dialog's trigger is inside the dialog, closed at first.
  seenOnlyInUse: {
    modal: SEEN_WHEN.openPopup,
    closeOnEscape: SEEN_WHEN.openPopup,
    closeOnInteractOutside: SEEN_WHEN.openPopup,
    multiple: SEEN_WHEN.openPopup,
    loopFocus: SEEN_WHEN.openPopup,
    placement: SEEN_WHEN.popupPlacement,
  },
}
