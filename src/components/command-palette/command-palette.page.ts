/** The command palette composition: its trigger, the dialog, the search field and commands. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { click, expectFocus, press, waitFor, within } from "../../../test/browser/helpers"
import { optionList } from "../../../test/browser/pages/option-list"
import { parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function commandPalette(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    trigger: () => getByRole(all, "button", { name: "Open Command Menu" }),
    /** The open palette, or null while it is closed. */
    dialog: () => queryByRole(all, "dialog", { name: "Command palette" }),
    search: () => getByRole(all, "combobox", { name: "Search commands" }) as HTMLInputElement,
    /** The group headings shown above the commands, in order. */
    groupLabels: () => parts(all, "combobox", "item-group-label").map((label) => label.textContent),
    /** The commands' titles as shown (the items have no separate text part). */
    commandTitles: () => parts(all, "combobox", "item").map((item) => item.textContent),
    status: () => root.querySelector(".sb-palette-status")!.textContent,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  keyBurst: {
    what: "highlighted command",
    focus: async (root) => {
      const page = commandPalette(root)
      await click(page.trigger())
      await expectFocus(page.search())
      await press("ArrowDown")
      await waitFor(() => page.highlightedIndex() === 0 || null, "the first command highlighted")
    },
    key: "ArrowDown",
    presses: 4,
    read: (root) => commandPalette(root).highlightedIndex(),
  },
  // The shortcut's reach shows only on a key press; the rest only in the open palette.
  seenOnlyInUse: {
    pageShortcut: "a ⌘K or Ctrl+K press while focus is outside the demo",
    loopFocus: SEEN_WHEN.openPopup,
    closeOnInteractOutside: SEEN_WHEN.openPopup,
  },
}
