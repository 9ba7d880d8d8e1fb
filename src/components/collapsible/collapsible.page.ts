/** The collapsible demo's parts: its trigger, its content and the line naming the machine state. */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

export function collapsible(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    trigger: () => getByRole(stage, "button", { name: /^Toggle content/ }) as HTMLButtonElement,
    content: () => part(stage, "collapsible", "content"),
    /** The state the demo prints under the widget (`closed`, `open`, `closing`). */
    state: () => stage.querySelector('[data-testid="collapsible-state"]')!.textContent,
  }
}
