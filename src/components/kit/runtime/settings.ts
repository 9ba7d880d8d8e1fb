import {
  attributeName,
  controlDefaults,
  formatControlValue,
  parseControlValue,
  type ControlSchema,
} from "./controls"

/**
 * A demo's settings outside React: reading one attribute, the warning for an invalid one, and
 * `DemoSettings`, the one place where the defaults, the attributes and the visitor's choices
 * are merged. The difference from the defaults (what `controlschange` reports and what the
 * URL and the embed snippet hold) and the query string build on these in setting-changes.ts,
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
    value: control.defaultValue,
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

/**
 * One demo's settings, merged in this one place, lowest first: the schema's defaults, the
 * element's attributes, and what the visitor chose (an edit in the Controls tab; on the
 * showcase, also what its address holds). An attribute that changes later wins over an
 * earlier choice of the same setting. Attributes may be written before the schema arrives
 * (an entry defines its element before the demo's code is here): each is kept as written and
 * read once the schema is here; an invalid one warns and keeps the default.
 */
export interface DemoSettings {
  /** Every setting by control key, as the demo renders it: a new object only when one changed. */
  values(): Record<string, unknown>
  subscribe(listener: () => void): () => void
  /** The schema is here: the attributes written so far are read. */
  read(schema: ControlSchema): void
  /** An attribute changed: kept, and read now (with the others) if the schema is here. */
  attribute(name: string, raw: string | null): void
  /** The visitor changed a setting in the Controls tab. */
  edit(key: string, value: unknown): void
  /**
   * What the page around the demo holds as the visitor's choice (the showcase's address):
   * these settings, by attribute name, and the defaults for the others. Edits give way to it.
   */
  choose(values: AttributeValues): void
  /** Drops what the visitor chose: the demo was torn down, and starts afresh if put back. */
  forget(): void
  /** A setting's property: what its attribute sets, else its default; before the schema, the attribute's text. */
  property(name: string): unknown
}

/**
 * `warn` gets the warning for an invalid attribute; `onEdit`, after each Controls edit, every
 * setting as the demo now has it.
 */
export function demoSettings(
  tag: string,
  warn: (message: string) => void,
  onEdit: (values: Record<string, unknown>) => void,
): DemoSettings {
  let schema: ControlSchema | null = null
  /** Attribute text as written, by attribute name. */
  const written = new Map<string, string | null>()
  /** What the attributes set, by control key (an invalid one: the default). */
  const attributes: Record<string, unknown> = {}
  /** What the visitor chose, by control key. */
  let chosen: Record<string, unknown> = {}
  let values: Record<string, unknown> = {}
  const listeners = new Set<() => void>()

  const readOne = (schema: ControlSchema, name: string, raw: string | null) => {
    const key = attributeKeys(schema).get(name)
    if (!key) return
    const { value, problem } = readAttribute(schema, key, raw)
    if (problem) warn(describeProblem(tag, problem))
    // The attribute changed its value: it wins over an earlier choice of the same setting.
    if (!Object.is(attributes[key], value)) delete chosen[key]
    if (value === undefined) delete attributes[key]
    else attributes[key] = value
  }

  const merge = () => {
    const next = { ...controlDefaults(schema!), ...attributes, ...chosen }
    if (Object.keys(next).some((key) => !Object.is(next[key], values[key]))) {
      values = next
      listeners.forEach((listener) => listener())
    }
  }

  const result: DemoSettings = {
    values: () => values,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    read(arrived) {
      schema = arrived
      for (const [name, raw] of written) readOne(arrived, name, raw)
      merge()
    },
    attribute(name, raw) {
      written.set(name, raw)
      if (schema) result.read(schema)
    },
    edit(key, value) {
      chosen = { ...chosen, [key]: value }
      merge()
      onEdit(values)
    },
    forget() {
      chosen = {}
      merge()
    },
    choose(named) {
      const keys = attributeKeys(schema!)
      chosen = controlDefaults(schema!)
      for (const name in named) {
        const key = keys.get(name)
        if (key) chosen[key] = named[name]
      }
      merge()
    },
    property(name) {
      const key = schema && attributeKeys(schema).get(name)
      // Before the schema, or a setting the shown variant's own schema lacks (the element has
      // a property for every setting of the demo and its variants): the attribute's text.
      if (!key) return written.get(name) ?? undefined
      return key in attributes ? attributes[key] : schema![key]!.defaultValue
    },
  }
  return result
}
