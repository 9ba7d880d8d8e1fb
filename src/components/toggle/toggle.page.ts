/** The toggle demo's parts: the Bold button (named by its label) and the sample sentence. */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

export function boldToggle(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    /** The toggle button, whatever its pressed state. */
    button: () => getByRole(stage, "button", { name: "Bold" }) as HTMLButtonElement,
    indicator: () => part(stage, "toggle", "indicator"),
    /** Whether a screen reader hears it as pressed. */
    pressed: () => getByRole(stage, "button", { name: "Bold" }).getAttribute("aria-pressed"),
    /** `on` or `off`, as zag marks the button. */
    state: () => part(stage, "toggle", "root").dataset.state,
    /** The sentence Bold applies to, and the weight it is drawn in. */
    sampleWeight: () => getComputedStyle(stage.querySelector(".sb-toggle-sample")!).fontWeight,
  }
}
