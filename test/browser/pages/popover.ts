/** The popover demo's parts: its trigger and the popover it opens. */
import { getByRole, queryByRole } from "@testing-library/dom"
import { within } from "../helpers"

export function popoverDemo(root: ShadowRoot) {
  return {
    trigger: () => getByRole(within(root), "button", { name: /Click me/ }),
    /** The open popover, or null while it is closed. */
    popover: () => queryByRole(within(root), "dialog", { name: "Popover Title" }),
  }
}
