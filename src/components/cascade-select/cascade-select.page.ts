/**
 * The cascade select demo's parts: its label, trigger, clear button and value text, and the
 * popup's lists (one a level, side by side) with their options.
 */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

const SCOPE = "cascade-select"

export function cascadeSelect(root: ShadowRoot) {
  const all = within(root)
  const items = () => parts(all, SCOPE, "item")
  const textOf = (item: HTMLElement) => part(item, SCOPE, "item-text").textContent
  /** The option whose visible text is exactly `text`, in whichever list shows it. */
  const item = (text: string) => {
    const found = items().find((candidate) => textOf(candidate) === text)
    if (!found) throw new Error(`No option "${text}" is shown`)
    return found
  }
  const content = () => part(all, SCOPE, "content")
  return {
    label: () => part<HTMLLabelElement>(all, SCOPE, "label"),
    trigger: () => getByRole(all, "combobox", { name: "Select a location" }) as HTMLButtonElement,
    /** What the trigger shows: the chosen path(s), or the placeholder. */
    valueText: () => part(all, SCOPE, "value-text").textContent,
    clearButton: () => part<HTMLButtonElement>(all, SCOPE, "clear-trigger"),
    hiddenInput: () => root.querySelector<HTMLInputElement>('input[name="location"]')!,
    content,
    /** Whether the popup of lists shows. */
    isOpen: () => !content().hidden,
    /** The lists shown, from the first level on, as the texts of their options. */
    lists: () =>
      parts(all, SCOPE, "list").map((list) =>
        parts(list, SCOPE, "item").map((option) => textOf(option)),
      ),
    item,
    /** Whether an option of that text is shown at all. */
    shows: (text: string) => items().some((candidate) => textOf(candidate) === text),
    /** The texts of the highlighted options (the highlighted path), from the first level on. */
    highlighted: () =>
      items()
        .filter((candidate) => candidate.hasAttribute("data-highlighted"))
        .map(textOf),
    /** The texts of the options marked chosen in the lists shown. */
    selected: () =>
      items()
        .filter((candidate) => candidate.hasAttribute("data-selected"))
        .map(textOf),
    /** The check mark of an option, which shows only while it is chosen. */
    indicator: (text: string) => part(item(text), SCOPE, "item-indicator"),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    loopFocus: SEEN_WHEN.keys,
    closeOnSelect: SEEN_WHEN.openPopup,
    allowParentSelection: SEEN_WHEN.openPopup,
    highlightTrigger: SEEN_WHEN.pointer,
  },
}
