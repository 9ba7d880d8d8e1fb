/** The menu-with-combobox composition: the actions menu, its Assign to submenu and search. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { expectFocus, press, waitFor, within } from "../../../test/browser/helpers"
import { highlightedText, menuDemo, menuItem } from "../../../test/browser/pages/menu-popups"
import { optionList } from "../../../test/browser/pages/option-list"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function menuCombobox(root: ShadowRoot) {
  const all = within(root)
  const menus = menuDemo(root)
  /** The actions menu's popup and the Assign to submenu's, open or not. */
  const actionsMenu = () => menus.contents()[0]!
  const assignMenu = () => menus.contents()[1]!
  const search = () =>
    queryByRole(all, "combobox", { name: "Search people" }) as HTMLInputElement | null
  const trigger = () => getByRole(all, "button", { name: /^Issue actions/ })
  const waitForHighlight = (text: string) =>
    waitFor(() => highlightedText(actionsMenu()) === text || null, `${text} highlighted`)
  return {
    ...menus,
    ...optionList(root, "combobox"),
    trigger,
    actionsMenu,
    assignMenu,
    item: (text: string) => menuItem(actionsMenu(), text),
    /** The search field, present while the submenu is open. */
    search,
    /** Opens the menu from the keyboard and the submenu with ArrowRight: focus in the search. */
    async openSearch() {
      trigger().focus()
      await press("Enter")
      await waitForHighlight("Rename")
      await press("ArrowDown")
      await press("ArrowDown")
      await waitForHighlight("Assign to")
      await press("ArrowRight")
      const field = await waitFor(search, "the search field")
      await expectFocus(field)
      return field
    },
    /** The people listed now. */
    people: () => [...assignMenu().querySelectorAll('[role="option"]')].map((o) => o.textContent),
    /** Where the search's list says nobody matches. */
    listText: () => part(assignMenu(), "combobox", "content").textContent,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  keyBurst: {
    what: "highlighted person",
    focus: async (root) => {
      const page = menuCombobox(root)
      await page.openSearch()
      await press("ArrowDown")
      await waitFor(() => page.highlightedIndex() === 0 || null, "the first person highlighted")
    },
    key: "ArrowDown",
    presses: 4,
    read: (root) => menuCombobox(root).highlightedIndex(),
  },
  seenOnlyInUse: {
    closeOnSelect: SEEN_WHEN.openPopup,
    loopFocus: SEEN_WHEN.keys,
    typeahead: SEEN_WHEN.keys,
  },
  popupTrigger: (root) => part(root, "menu", "trigger"),
}
