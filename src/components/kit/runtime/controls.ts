/**
 * The controls schema: one declaration per demo that gives the Controls tab, the custom
 * element's attributes, their defaults and the docs. Nothing else lists a demo's settings.
 */

interface ControlBase<V> {
  /** Value used when neither the element attribute nor the Controls tab sets one. */
  defaultValue: V
  /** Human label in the Controls tab; defaults to the key in words. */
  label?: string
  /**
   * One sentence for docs authors: the attribute docs, the manifest and the tag types read
   * it. A field, not a doc comment, so it survives a schema spread into another. No page
   * reads it: the builds leave it out (scripts/docs-only-text.ts).
   */
  description: string
}

export interface BooleanControl extends ControlBase<boolean> {
  type: "boolean"
}

export interface StringControl extends ControlBase<string> {
  type: "string"
  placeholder?: string
}

export interface SelectControl<O extends string = string> extends ControlBase<O> {
  type: "select"
  options: readonly O[]
}

export interface NumberControl extends ControlBase<number> {
  type: "number"
  min?: number
  max?: number
  step?: number
}

export type Control = BooleanControl | StringControl | SelectControl | NumberControl
export type ControlSchema = Record<string, Control>

/** The value type each control produces. */
export type ControlValue<C extends Control> =
  C extends SelectControl<infer O> ? O : C extends { defaultValue: infer V } ? V : never

export type ControlValues<S extends ControlSchema> = { [K in keyof S]: ControlValue<S[K]> }

/**
 * Declares a controls schema. The identity function exists for inference: it keeps select
 * options as literal unions so demos get precise value types.
 */
export function defineControls<const S extends ControlSchema>(schema: S): S {
  return schema
}

export function controlDefaults<S extends ControlSchema>(schema: S): ControlValues<S> {
  const values: Record<string, unknown> = {}
  for (const [key, control] of Object.entries(schema)) values[key] = control.defaultValue
  return values as ControlValues<S>
}

/** `closeOnSelect` -> `close-on-select`: the attribute name of a control key. */
export function attributeName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()
}

export type ParseResult<V> = { ok: true; value: V } | { ok: false; reason: string }

/**
 * The one reading of a boolean attribute's text, for settings and the element's own options
 * alike: bare (`<demo-x disabled>`, as HTML booleans are), "true" or the attribute's own name
 * is true, "false" is false, case and spaces aside; any other text is no boolean (undefined).
 */
export function readBoolean(raw: string, attribute: string): boolean | undefined {
  const text = raw.trim().toLowerCase()
  return text === "" || text === "true" || text === attribute
    ? true
    : text === "false"
      ? false
      : undefined
}

/** Why a text that is no boolean was refused, in the warning that names it. */
export const NOT_A_BOOLEAN = 'expected a bare attribute, "true" or "false"'

/**
 * Reads one control's value from an attribute string (or a property value set from script).
 * `null`/`undefined` mean "not set" and give the default; a boolean reads as `readBoolean` says.
 */
export function parseControlValue<C extends Control>(
  control: C,
  raw: unknown,
  attribute = "",
): ParseResult<ControlValue<C>> {
  type V = ControlValue<C>
  if (raw === null || raw === undefined) return { ok: true, value: control.defaultValue as V }
  switch (control.type) {
    case "boolean": {
      const value = typeof raw === "boolean" ? raw : readBoolean(String(raw), attribute)
      return value === undefined
        ? { ok: false, reason: NOT_A_BOOLEAN }
        : { ok: true, value: value as V }
    }
    case "string":
      return { ok: true, value: String(raw) as V }
    case "select": {
      const text = String(raw)
      if (control.options.includes(text)) return { ok: true, value: text as V }
      return { ok: false, reason: `expected one of ${control.options.join(", ")}` }
    }
    case "number": {
      const text = String(raw).trim()
      const value = typeof raw === "number" ? raw : text === "" ? NaN : Number(text)
      if (!Number.isFinite(value)) return { ok: false, reason: "expected a number" }
      if (control.min !== undefined && value < control.min)
        return { ok: false, reason: `expected a number of at least ${control.min}` }
      if (control.max !== undefined && value > control.max)
        return { ok: false, reason: `expected a number of at most ${control.max}` }
      return { ok: true, value: value as V }
    }
  }
}

/** Text form of a value, for attributes, snippets and warnings. */
export function formatControlValue(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value)
}
