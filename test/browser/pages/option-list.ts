/**
 * The popup list of options that the select and combobox demos open: zag gives both the
 * same parts (`content`, `item`, `item-text`) under their own scope.
 */
import { getByRole, queryByRole } from "@testing-library/dom"
import { within } from "../helpers"
import { part, parts } from "./parts"

export function optionList(root: ShadowRoot, scope: "select" | "combobox") {
  // The whole shadow root: what a screen reader finds in the demo, popups included.
  const all = within(root)
  return {
    /** The open list, or null while it is closed. */
    listbox: () => queryByRole(all, "listbox"),
    /** The option a screen reader names `name`, also while the list is closed. */
    option: (name: string) =>
      getByRole(part(all, scope, "content"), "option", { name, hidden: true }),
    /** The visible texts of the options on offer, in order. */
    optionNames: () =>
      parts(all, scope, "item").map((item) => part(item, scope, "item-text").textContent),
    /** The position of the highlighted option among them (-1 when none is). */
    highlightedIndex: () =>
      parts(all, scope, "item").findIndex((item) => item.hasAttribute("data-highlighted")),
  }
}
