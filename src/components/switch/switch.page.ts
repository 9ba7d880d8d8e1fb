/** The switch demo's parts. */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

export function featureSwitch(root: ShadowRoot) {
  return {
    /** The native checkbox a screen reader announces, named by the label's text. */
    input: () => getByRole(stageOf(root), "checkbox", { name: /^Feature is/ }) as HTMLInputElement,
    control: () => part(root, "switch", "control"),
    label: () => part(root, "switch", "label"),
    /** `checked` or `unchecked`, as zag marks the control. */
    state: () => part(root, "switch", "control").dataset.state,
  }
}
