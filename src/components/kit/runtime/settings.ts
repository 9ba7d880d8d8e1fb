import {
  attributeName,
  controlDefaults,
  formatControlValue,
  parseControlValue,
  type ControlSchema,
} from "./controls"

/**
 * A demo's settings outside React, in the one form the element and the site share: keyed by
 * attribute name (`close-on-select`), valued as the controls' own types: reading one, and
 * the warning for an invalid one. The difference from the defaults (what `controlschange`
 * reports and what the URL and the embed snippet hold) and the query string build on these
 * in setting-changes.ts, so the element and the showcase cannot disagree on any of them.
 */

/** Settings by attribute name (`close-on-select`), as elements and `controlschange` name them. */
export type AttributeValues = Record<string, string | number | boolean>

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

/** How much of an attribute's value a warning quotes: a page's 100,000 characters stay out of the console. */
const QUOTED_LENGTH = 80

/** An attribute's value as a warning quotes it: whole, or its first 80 characters and "…". */
export const quoted = (value: string) =>
  `"${value.length > QUOTED_LENGTH ? value.slice(0, QUOTED_LENGTH) + "…" : value}"`

/** The console warning for an invalid value: the element, the attribute, the value, the default. */
export function describeProblem(tag: string, problem: AttributeProblem): string {
  return (
    `<${tag}>: invalid ${problem.attribute}=${quoted(problem.value)} (${problem.reason}); ` +
    `using the default ${formatControlValue(problem.fallback)}.`
  )
}
