/** The combobox demo's parts: the country input, its toggle and the suggestion list. */
import { getByRole } from "@testing-library/dom"
import { within } from "../helpers"
import { optionList } from "./option-list"

export function combobox(root: ShadowRoot) {
  const all = within(root)
  return {
    ...optionList(root, "combobox"),
    input: () => getByRole(all, "combobox", { name: "Select country" }) as HTMLInputElement,
    toggle: () => getByRole(all, "button", { name: "Toggle suggestions", hidden: true }),
    button: (name: string) => getByRole(all, "button", { name }),
  }
}
