/** The clipboard demo's parts: the link field, its copy trigger and the trigger's indicator. */
import { getByLabelText } from "@testing-library/dom"
import { stageOf } from "../helpers"
import { part, parts } from "./parts"

export function clipboard(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    input: () => getByLabelText(stage, "Copy this link") as HTMLInputElement,
    trigger: () => part<HTMLButtonElement>(stage, "clipboard", "trigger"),
    /** The texts of the indicators on show ("Copy" or "Copied"). */
    visibleIndicator: () =>
      parts(stage, "clipboard", "indicator")
        .filter((indicator) => !indicator.hidden)
        .map((indicator) => indicator.textContent),
  }
}
