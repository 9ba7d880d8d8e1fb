import {
  attributeName,
  controlDefaults,
  formatControlValue,
  parseControlValue,
  type ControlSchema,
} from "./controls"

/**
 * A demo's settings outside React, in the one form the element and the site share: keyed by
 * attribute name (`close-on-select`), valued as the controls' own types. Parsing (from an
 * attribute or a URL query), the difference from the defaults (what `controlschange`
 * reports and what the URL and the embed snippet hold) and the query string are all here,
 * so the element and the showcase cannot disagree on any of them.
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

/** Every control's default, by attribute name. */
export function defaultAttributes(schema: ControlSchema): AttributeValues {
  return Object.fromEntries(
    Object.entries(schema).map(([key, control]) => [attributeName(key), control.defaultValue]),
  )
}

/** Values keyed by control key (`closeOnSelect`), as a demo holds them, by attribute name. */
export function attributeValuesOf(
  schema: ControlSchema,
  values: Record<string, unknown>,
): AttributeValues {
  const byName: AttributeValues = {}
  for (const key of Object.keys(schema)) {
    const value = values[key]
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      byName[attributeName(key)] = value
  }
  return byName
}

/** The settings that differ from `baseline` (the defaults), in schema order. */
export function changedAttributes(
  schema: ControlSchema,
  values: AttributeValues,
  baseline: AttributeValues = defaultAttributes(schema),
): AttributeValues {
  const changed: AttributeValues = {}
  for (const key of Object.keys(schema)) {
    const name = attributeName(key)
    const value = values[name]
    if (value !== undefined && !Object.is(value, baseline[name])) changed[name] = value
  }
  return changed
}

/**
 * The query string of a demo's settings: `?multiple&orientation=horizontal`. Only values that
 * differ from `baseline` (the defaults) are written; `true` is bare, as a boolean attribute is.
 */
export function writeQuery(
  schema: ControlSchema,
  values: AttributeValues,
  baseline: AttributeValues = defaultAttributes(schema),
): string {
  const parts = Object.entries(changedAttributes(schema, values, baseline)).map(([name, value]) =>
    value === true
      ? encodeURIComponent(name)
      : `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`,
  )
  return parts.length > 0 ? `?${parts.join("&")}` : ""
}

/**
 * Reads a query string with the attributes' own parser: the valid settings, and one problem
 * per invalid value (its setting keeps the default). Unknown names are ignored; for a name
 * given twice, the first wins, as it does for a duplicated HTML attribute.
 */
export function readQuery(
  schema: ControlSchema,
  search: string,
): { values: AttributeValues; problems: AttributeProblem[] } {
  const keys = attributeKeys(schema)
  const values: AttributeValues = {}
  const problems: AttributeProblem[] = []
  const seen = new Set<string>()
  for (const [name, raw] of new URLSearchParams(search)) {
    const key = keys.get(name)
    if (!key || seen.has(name)) continue
    seen.add(name)
    const { value, problem } = readAttribute(schema, key, raw)
    if (problem) problems.push(problem)
    else values[name] = value as string | number | boolean
  }
  return { values, problems }
}
