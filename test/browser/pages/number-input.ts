/** The number input demo's parts: the field and its two step buttons, by role and name. */
import { getByRole } from "@testing-library/dom"
import { within } from "../helpers"

export function numberInput(root: ShadowRoot) {
  return {
    input: () =>
      getByRole(within(root), "spinbutton", { name: "Enter number" }) as HTMLInputElement,
    increment: () => getByRole(within(root), "button", { name: "increment value" }),
    decrement: () => getByRole(within(root), "button", { name: "decrease value" }),
  }
}
