/** The steps demo's parts: the wizard's step triggers, fields, buttons and messages. */
import { getByLabelText, getByRole, queryByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { tabList } from "../../../test/browser/pages/tab-list"

export function steps(root: ShadowRoot) {
  const stage = stageOf(root)
  const list = tabList(root)
  return {
    ...list,
    /** The heading of the step on show (`Contact`, `Profile`, `Confirm`). */
    heading: () => list.panel().querySelector(".sb-heading")!.textContent,
    field: (label: "Email" | "Name") => getByLabelText(stage, label) as HTMLInputElement,
    button: (name: string) => getByRole(stage, "button", { name }) as HTMLButtonElement,
    /** What blocks Next in linear mode ("" when nothing does). */
    message: () => getByRole(stage, "alert").textContent,
    progress: () => getByRole(stage, "progressbar").getAttribute("aria-valuenow"),
    /** The view shown once every step is done, or null before. */
    completed: () => queryByRole(stage, "status"),
  }
}
