/** The pin input demo's parts: its boxes, the hidden form field and the result line. */
import { parts } from "./parts"

export function pinInput(root: ShadowRoot) {
  const inputs = () => parts<HTMLInputElement>(root, "pin-input", "input")
  return {
    inputs,
    /** What each box holds, in order. */
    values: () => inputs().map((input) => input.value),
    /** The field the form submits: the boxes' characters joined. */
    hidden: () => root.querySelector<HTMLInputElement>('input[name="pin"]')!,
    result: () => root.querySelector(".sb-pin-input-result")!,
  }
}
