import {
  attributeName,
  controlDefaults,
  formatControlValue,
  parseControlValue,
  type ControlSchema,
} from "../components/kit/controls"

/** Maps attribute names (`close-on-select`) back to control keys (`closeOnSelect`). */
export function attributeKeys(schema: ControlSchema): Map<string, string> {
  return new Map(Object.keys(schema).map((key) => [attributeName(key), key]))
}

export interface AttributeProblem {
  attribute: string
  value: string
  reason: string
  fallback: unknown
}

/**
 * Reads one attribute into a control value. An invalid value is reported (for the caller
 * to warn about) and falls back to the control's default, so the demo always renders.
 */
export function readAttribute(
  schema: ControlSchema,
  key: string,
  raw: string | null,
): { value: unknown; problem?: AttributeProblem } {
  const control = schema[key]!
  const attribute = attributeName(key)
  const result = parseControlValue(control, raw, attribute)
  if (result.ok) return { value: raw === null ? undefined : result.value }
  return {
    value: controlDefaults(schema)[key],
    problem: { attribute, value: raw ?? "", reason: result.reason, fallback: control.defaultValue },
  }
}

export function describeProblem(tag: string, problem: AttributeProblem): string {
  return (
    `<${tag}>: invalid ${problem.attribute}="${problem.value}" (${problem.reason}); ` +
    `using the default ${formatControlValue(problem.fallback)}.`
  )
}
