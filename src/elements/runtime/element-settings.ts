import type { ControlSchema } from "../../components/kit/runtime/controls"
import {
  attributeKeys,
  describeProblem,
  readAttribute,
} from "../../components/kit/runtime/settings"

/**
 * One element's settings from its attributes. Attributes may be written before the demo's
 * schema has arrived (the all-demos entry fetches it on first connect), so each is kept as
 * written and read once the schema is here. An invalid value warns (once) and keeps the
 * default: `values` holds only the settings an attribute sets, validly.
 */
export class ElementSettings {
  /** Setting attributes as written, kept until the schema can read them. */
  #raw = new Map<string, string | null>()
  #values: Record<string, unknown> = {}

  constructor(
    private readonly tag: string,
    private readonly warn: (message: string) => void,
  ) {}

  /** A new object whenever a setting changes, so React sees the change. */
  get values(): Record<string, unknown> {
    return this.#values
  }

  /** An attribute changed: kept, and read now if the schema is here. */
  write(schema: ControlSchema | null, name: string, raw: string | null) {
    this.#raw.set(name, raw)
    if (schema) this.#read(schema, name, raw)
  }

  /** The schema arrived: every attribute written so far, read. */
  readAll(schema: ControlSchema) {
    for (const [name, raw] of this.#raw) this.#read(schema, name, raw)
  }

  /** A setting's value as its property returns it, or the attribute text before the schema. */
  property(element: HTMLElement, schema: ControlSchema | null, name: string): unknown {
    if (!schema) return element.getAttribute(name) ?? undefined
    const key = attributeKeys(schema).get(name)!
    return key in this.#values ? this.#values[key] : schema[key]!.defaultValue
  }

  #read(schema: ControlSchema, name: string, raw: string | null) {
    const key = attributeKeys(schema).get(name)
    if (!key) return
    const { value, problem } = readAttribute(schema, key, raw)
    if (problem) this.warn(describeProblem(this.tag, problem))
    const next = { ...this.#values }
    if (value === undefined) delete next[key]
    else next[key] = value
    this.#values = next
  }
}
