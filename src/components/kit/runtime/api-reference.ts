/**
 * A demo element's API as its page documents it and its Controls describe each setting:
 * generated per demo by the catalog plugin (scripts/catalog/generators/api-docs.ts) from the
 * schema custom-elements.json is built from, with the sentences the shipped code leaves out.
 */
export interface DemoApiReference {
  /** Its settings (each also a property, `property`), then the attributes every element takes. */
  attributes: readonly ApiAttribute[]
  /** The properties every element adds besides its settings. */
  properties: readonly ApiField[]
  methods: readonly ApiMethod[]
  events: readonly ApiEvent[]
}

export interface ApiAttribute {
  name: string
  /** The property of the same setting (`closeOnSelect`); absent for an attribute only. */
  property?: string
  /** As TypeScript writes it: `boolean`, or a select's values (`"horizontal" | "vertical"`). */
  type: string
  default: string
  description: string
}

export interface ApiField {
  name: string
  type: string
  readonly?: boolean
  description: string
}

export interface ApiMethod {
  name: string
  /** `replay(step?: number | "live", options?: ReplayOptions): Promise<…>`. */
  signature: string
  parameters: readonly ApiField[]
  description: string
}

export interface ApiEvent {
  name: string
  /** The type of `event.detail` (`StateChangeDetail`), and its fields. */
  detail: string
  fields: readonly ApiField[]
  description: string
}
