import type { CatalogEntry } from "../../catalog"
import { attributeName, type ControlSchema } from "../../components/kit/runtime/controls"
import type { DemoModule } from "../../components/kit/runtime/demo-types"

/** A demo's code together with its settings schema. */
export interface LoadedDemo extends DemoModule {
  controls: ControlSchema
}

/**
 * What an element needs to be defined. Only the attribute names are needed up front (the
 * browser asks for `observedAttributes` at definition): the entries define elements from
 * names alone, and a demo's schema arrives with its code (see scripts/catalog/generators/library-entries.ts).
 */
export interface DemoDefinition {
  slug: string
  label: string
  /** Attribute names of the demo's settings (`close-on-select`). */
  attributes: readonly string[]
  /** The schema, when it is already here (the showcase and tests, from the catalog). */
  controls?: ControlSchema
  /** Fetches the demo's code and schema; called again to retry after a failure. */
  load: () => Promise<LoadedDemo>
}

/** What an element is defined from: a catalog entry, or a test's own demo. */
export type RegisteredDemo = Pick<CatalogEntry, "slug" | "label" | "controls" | "load">

/** A definition from a catalog entry, whose schema is loaded already. */
export function definitionOf(entry: RegisteredDemo): DemoDefinition {
  return {
    slug: entry.slug,
    label: entry.label,
    attributes: Object.keys(entry.controls).map(attributeName),
    controls: entry.controls,
    load: async () => ({ ...(await entry.load()), controls: entry.controls }),
  }
}
