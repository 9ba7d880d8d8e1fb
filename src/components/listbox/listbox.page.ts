/**
 * The listbox demo's parts: the list of countries (named by its label), each option found by
 * the country's name or its ISO code (zag's `data-value`), and the line naming the selection.
 */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function countryListbox(root: ShadowRoot) {
  const stage = stageOf(root)
  const items = () => parts(stage, "listbox", "item")
  const nameOf = (item: HTMLElement) => part(item, "listbox", "item-text").textContent
  return {
    listbox: () => getByRole(stage, "listbox", { name: "Label" }),
    /** The option showing the country `name` (exactly). */
    option: (name: string) => {
      const found = items().find((item) => nameOf(item) === name)
      if (!found) throw new Error(`No option ${name}`)
      return found
    },
    /** The option of the country with ISO code `code`. */
    code: (code: string) => {
      const found = items().find((item) => item.dataset.value === code)
      if (!found) throw new Error(`No option ${code}`)
      return found
    },
    /** The codes of the selected options, in list order. */
    selected: () =>
      items()
        .filter((item) => item.hasAttribute("data-selected"))
        .map((item) => item.dataset.value),
    /** The name of the highlighted country, or null when none is. */
    highlighted: () => {
      const found = items().find((item) => item.hasAttribute("data-highlighted"))
      return found ? nameOf(found) : null
    },
    /** The position of the highlighted option in the list (-1 when none is). */
    highlightedIndex: () => items().findIndex((item) => item.hasAttribute("data-highlighted")),
    /** The line under the list: the selected countries' names, or "none". */
    valueText: () => part(stage, "listbox", "value-text").textContent,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    deselectable: SEEN_WHEN.keys,
    loopFocus: SEEN_WHEN.keys,
  },
}
