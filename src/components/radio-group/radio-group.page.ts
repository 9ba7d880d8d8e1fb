/**
 * The Fruits radio group, as the radio group and segment control demos both render it with
 * zag's radio group: native radios named by their fruit, each inside its item's label.
 */
import { getAllByRole, getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

export function radioGroup(root: ShadowRoot) {
  const stage = stageOf(root)
  const group = () => getByRole(stage, "radiogroup", { name: "Fruits" })
  const radios = () => getAllByRole(group(), "radio") as HTMLInputElement[]
  const radio = (name: string) => getByRole(stage, "radio", { name }) as HTMLInputElement
  return {
    group,
    label: () => part(group(), "radio-group", "label").textContent,
    radios,
    /** The radios' values, in order. */
    values: () => radios().map((input) => input.value),
    /** The values of the checked radios (one at most). */
    checkedValues: () =>
      radios()
        .filter((input) => input.checked)
        .map((input) => input.value),
    radio,
    /** The item a user clicks: the label around the radio named `name`. */
    item: (name: string) => radio(name).closest("label")!,
    button: (name: string) => getByRole(stage, "button", { name }),
  }
}
