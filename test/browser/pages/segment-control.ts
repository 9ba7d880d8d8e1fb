/** The segment control demo's parts: the Fruits radio group, its sliding indicator and buttons. */
import { getAllByRole } from "@testing-library/dom"
import { stageOf } from "../helpers"
import { part } from "./parts"
import { radioGroup } from "./radio-group"

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
