import { attributeName, type ControlSchema } from "../components/kit/controls"
import { attributeKeys, readAttribute, type AttributeProblem } from "../elements/attribute-values"

/** Settings by attribute name (`close-on-select`), as elements and `controlschange` name them. */
export type AttributeValues = Record<string, string | number | boolean>

/** Every control's default, by attribute name. */
export function defaultAttributes(schema: ControlSchema): AttributeValues {
  return Object.fromEntries(
    Object.entries(schema).map(([key, control]) => [attributeName(key), control.defaultValue]),
  )
}

/** The settings that differ from `baseline`, in schema order (the order the URL shows). */
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
 * Reads a query string with the element attributes' own parser: the valid settings, and one
 * problem per invalid value (its setting keeps the default). Unknown names are ignored; for a
 * name given twice, the first wins, as it does for a duplicated HTML attribute.
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
