/** The splitter demo's parts: the resize handle by role and name, and the two panels. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"

export function splitter(root: ShadowRoot) {
  const handle = () => getByRole(within(root), "separator", { name: "Resize panels A and B" })
  return {
    handle,
    /** The first panel's size in percent, as the handle announces it. */
    value: () => Number(handle().getAttribute("aria-valuenow")),
    panel: (id: "a" | "b") =>
      root.querySelector<HTMLElement>(`[data-part="panel"][data-id="${id}"]`)!,
  }
}
