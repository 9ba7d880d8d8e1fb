/**
 * The Controls tab's fields, found and edited as a visitor does: by their visible label, and
 * through the events the browser fires when a person ticks, picks or types.
 */
import type { Control } from "../../../src/components/kit/runtime/controls"
import { controlLabel } from "../../../src/components/kit/toolbar/control-label"
import { waitFor } from "../helpers"

export type ControlField = HTMLInputElement | HTMLSelectElement

/** The field labelled with the control's label in the Controls tab. */
export async function controlField(
  root: ShadowRoot,
  key: string,
  control: Control,
): Promise<ControlField> {
  const label = controlLabel(key, control)
  return waitFor(() => {
    const labels = root.querySelectorAll<HTMLLabelElement>(".sb-controls label")
    const match = [...labels].find((candidate) => candidate.textContent?.trim() === label)
    return (match?.control as ControlField | null | undefined) ?? null
  }, `the "${label}" field in the Controls tab`)
}

/** Ticks or unticks a checkbox, picks a select option, or types into a text or number field. */
export function setControlField(field: ControlField, value: string | boolean) {
  if (field instanceof HTMLInputElement && field.type === "checkbox") {
    if (field.checked !== value) field.click()
    return
  }
  // The prototype's setter, as typing does: React ignores a value written through its own.
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!
  setter.call(field, String(value))
  const type = field instanceof HTMLSelectElement ? "change" : "input"
  field.dispatchEvent(new Event(type, { bubbles: true }))
}
