/** The menu-with-combobox composition: the actions menu, its Assign to submenu and search. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { within } from "../helpers"
import { menuDemo, menuItem } from "./menu"
import { optionList } from "./option-list"
import { part } from "./parts"
import { SEEN_WHEN, type DemoTestFacts } from "./test-facts"

export function menuCombobox(root: ShadowRoot) {
  const all = within(root)
  const menus = menuDemo(root)
  /** The actions menu's popup and the Assign to submenu's, open or not. */
  const actionsMenu = () => menus.contents()[0]!
  const assignMenu = () => menus.contents()[1]!
  return {
    ...menus,
    ...optionList(root, "combobox"),
    trigger: () => getByRole(all, "button", { name: /^Issue actions/ }),
    actionsMenu,
    assignMenu,
    item: (text: string) => menuItem(actionsMenu(), text),
    /** The search field, present while the submenu is open. */
    search: () =>
      queryByRole(all, "combobox", { name: "Search people" }) as HTMLInputElement | null,
    /** The people listed now. */
    people: () => [...assignMenu().querySelectorAll('[role="option"]')].map((o) => o.textContent),
    /** Where the search's list says nobody matches. */
    listText: () => part(assignMenu(), "combobox", "content").textContent,
  }
}

/** What the sweeps need to know of this demo (see test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnSelect: SEEN_WHEN.openPopup,
    loopFocus: SEEN_WHEN.keys,
    typeahead: SEEN_WHEN.keys,
  },
  popupTrigger: (root) => part(root, "menu", "trigger"),
}
