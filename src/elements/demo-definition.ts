import type { CatalogEntry } from "../catalog"
import { attributeName, type ControlSchema } from "../components/kit/runtime/controls"
import type { DemoModule } from "../components/kit/runtime/demo-types"

/** A demo's code together with its settings schema. */
export interface LoadedDemo extends DemoModule {
  controls: ControlSchema
}

/**
 * What an element needs to be defined. Only the attribute names are needed up front (the
 * browser asks for `observedAttributes` at definition): the all-demos entry defines 49
 * elements from names alone and fetches a demo's schema with its code on first connect.
 */
export interface DemoDefinition {
  slug: string
  label: string
  /** Attribute names of the demo's settings (`close-on-select`). */
  attributes: readonly string[]
  /** The schema, when it is already here (the showcase and tests, from the catalog). */
  controls?: ControlSchema
  /** The demo's code and schema, when they came with the entry (a per-demo entry). */
  loaded?: LoadedDemo
  load: () => Promise<LoadedDemo>
}

/** The definition of a per-demo entry, which carries the demo's code and schema itself. */
export function definitionFromModule(
  slug: string,
  label: string,
  controls: ControlSchema,
  module: DemoModule,
): DemoDefinition {
  const loaded = { ...module, controls }
  return {
    slug,
    label,
    attributes: Object.keys(controls).map(attributeName),
    loaded,
    load: () => Promise.resolve(loaded),
  }
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
