/** The select demo's parts: its trigger button, option list, value text and clear button. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function select(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    trigger: () => getByRole(all, "combobox", { name: "Label" }),
    valueText: () => part(all, "select", "value-text").textContent,
    clearButton: () => part<HTMLButtonElement>(all, "select", "clear-trigger"),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnSelect: SEEN_WHEN.openPopup,
    loopFocus: SEEN_WHEN.keys,
  },
  popupTrigger: (root) => select(root).trigger(),
}
