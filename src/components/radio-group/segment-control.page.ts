/** The segment control demo's parts: the Fruits radio group, its sliding indicator and buttons. */
import { getAllByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { radioGroup } from "./radio-group.page"

export function segmentControl(root: ShadowRoot) {
  const group = radioGroup(root)
  return {
    ...group,
    /** The chosen segment's value, or null when none is chosen. */
    checkedValue: () => group.checkedValues()[0] ?? null,
    indicator: () => part(stageOf(root), "radio-group", "indicator"),
    buttonNames: () => getAllByRole(stageOf(root), "button").map((button) => button.textContent),
  }
}
