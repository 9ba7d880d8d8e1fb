/**
 * The password input demo's parts: the field (named by its Password label) and the eye button,
 * which zag names "Show password" or "Hide password" as the password is hidden or shown.
 */
import { getByLabelText, getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

export function passwordInput(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    root: () => part(stage, "password-input", "root"),
    input: () => getByLabelText<HTMLInputElement>(stage, "Password"),
    label: () => part(stage, "password-input", "label"),
    /** The eye button, whatever it is named now. */
    trigger: () => part<HTMLButtonElement>(stage, "password-input", "visibility-trigger"),
    /** The eye button by the name a screen reader announces. */
    triggerNamed: (name: "Show password" | "Hide password") =>
      getByRole(stage, "button", { name }) as HTMLButtonElement,
    indicator: () => part(stage, "password-input", "indicator"),
    /** Whether the eye on the button is struck through (the password is hidden). */
    eyeStruck: () => part(stage, "password-input", "indicator").querySelectorAll("path").length > 1,
    /** Where the caret or selection is in the field: `[start, end]`. */
    caret: () => {
      const input = getByLabelText<HTMLInputElement>(stage, "Password")
      return [input.selectionStart, input.selectionEnd]
    },
  }
}
