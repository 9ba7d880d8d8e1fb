/** The select demo's parts: its trigger button, option list, value text and clear button. */
import { getByRole } from "@testing-library/dom"
import { within } from "../helpers"
import { optionList } from "./option-list"
import { part } from "./parts"

export function select(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "select"),
    trigger: () => getByRole(all, "combobox", { name: "Label" }),
    valueText: () => part(all, "select", "value-text").textContent,
    clearButton: () => part<HTMLButtonElement>(all, "select", "clear-trigger"),
  }
}
