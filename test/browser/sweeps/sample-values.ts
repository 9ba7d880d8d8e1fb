/**
 * Values the sweeps give each kind of control: one valid value other than the default, and
 * invalid ones. Derived from the schema, so a new control is swept without an entry here.
 */
import type { Control } from "../../../src/components/kit/runtime/controls"
import { testFactsOf } from "./demo-facts"

/** A valid value of the control that is not its default. */
export function otherValue(slug: string, key: string, control: Control): string | boolean {
  switch (control.type) {
    case "boolean":
      return !control.defaultValue
    case "select":
      return control.options.find((option) => option !== control.defaultValue)!
    case "number": {
      const step = control.step ?? 1
      const up = control.defaultValue + step
      return String(
        control.max === undefined || up <= control.max ? up : control.defaultValue - step,
      )
    }
    case "string": {
      const sample = testFactsOf(slug).sampleText?.[key] ?? control.placeholder
      return sample && sample !== control.defaultValue ? sample : "Sweep text"
    }
  }
}

/** Attribute texts the control must refuse (none for text, which takes anything). */
export function invalidValues(control: Control): string[] {
  switch (control.type) {
    case "boolean":
      return ["maybe"]
    case "select":
      return ["not-an-option"]
    case "number":
      return [
        "ten",
        ...(control.min === undefined ? [] : [String(control.min - 1)]),
        ...(control.max === undefined ? [] : [String(control.max + 1)]),
      ]
    case "string":
      return []
  }
}

/** A value as a Controls tab field takes it: a tick for booleans, text for the rest. */
export function fieldValue(value: unknown): string | boolean {
  return typeof value === "boolean" ? value : String(value)
}
