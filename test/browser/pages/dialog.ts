/** The dialog demo's parts: the Edit Profile trigger and the modal dialog it opens. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { within } from "../helpers"

export function dialogDemo(root: ShadowRoot) {
  return {
    trigger: () => getByRole(within(root), "button", { name: "Edit Profile" }),
    /** The open dialog, or null while it is closed. */
    dialog: () => queryByRole(within(root), "dialog", { name: "Edit profile" }),
  }
}
