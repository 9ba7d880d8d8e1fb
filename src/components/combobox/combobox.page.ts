/** The combobox demo's parts: the country input, its toggle and the suggestion list. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function combobox(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Select country" }) as HTMLInputElement,
    toggle: () => getByRole(all, "button", { name: "Toggle suggestions", hidden: true }),
    button: (name: string) => getByRole(all, "button", { name }),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    loopFocus: SEEN_WHEN.keys,
    inputBehavior: SEEN_WHEN.keys,
    openOnClick: SEEN_WHEN.keys,
    selectionBehavior: SEEN_WHEN.keys,
  },
  popupTrigger: (root) => combobox(root).toggle(),
}
