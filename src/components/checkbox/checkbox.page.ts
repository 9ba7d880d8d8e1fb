/** The checkbox demo's parts. */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

export function checkbox(root: ShadowRoot) {
  return {
    /** The native checkbox a screen reader announces. */
    input: () =>
      getByRole(stageOf(root), "checkbox", {
        name: "Subscribe to the newsletter",
      }) as HTMLInputElement,
    control: () => part(root, "checkbox", "control"),
    label: () => part(root, "checkbox", "label"),
    indicator: () => part(root, "checkbox", "indicator"),
    /** `checked`, `unchecked` or `indeterminate`, as zag marks the control. */
    state: () => part(root, "checkbox", "control").dataset.state,
  }
}
