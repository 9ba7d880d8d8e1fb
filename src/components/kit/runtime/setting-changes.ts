import { attributeName, controlDefaults, type ControlSchema } from "./controls"
import {
  attributeKeys,
  readAttribute,
  type AttributeProblem,
  type AttributeValues,
} from "./settings"

/*
 * Settings compared with their defaults, and the address that holds them: for the showcase's
 * query string and the elements' `controlschange`, neither of which a demo needs before its
 * widget shows (settings.ts holds what it does need: reading one attribute).
 */

/** Every control's default, by attribute name. */
export const defaultAttributes = (schema: ControlSchema): AttributeValues =>
  attributeValuesOf(schema, controlDefaults(schema))

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
