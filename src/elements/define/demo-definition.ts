import type { CatalogEntry } from "../../catalog"
import { attributeName, type ControlSchema } from "../../components/kit/runtime/controls"
import type { DemoModule } from "../../components/kit/runtime/demo-types"
import { variantChooser, type ShownVariant, type VariantHost } from "./variant-choice"

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
  /** Attribute names of the demo's settings (`close-on-select`). */
  attributes: readonly string[]
  /** The schema, when it is already here (the showcase and tests, from the catalog). */
  controls?: ControlSchema
  /**
   * Fetches the demo's code and schema: first as the element's head start, then as its
   * runtime asks; called again to retry after a failure.
   */
  load: () => Promise<LoadedDemo>
  /**
   * For a demo with variants: what a `variant` attribute value shows (variant-choice.ts).
   * Absent for a demo without variants, whose element has no `variant` attribute.
   */
  chooseVariant?: (element: VariantHost, raw: string | null) => ShownVariant<DemoDefinition>
}

/** What an element is defined from: a catalog entry, or a test's own demo. */
export type RegisteredDemo = Pick<CatalogEntry, "slug" | "label" | "controls" | "load"> &
  Partial<Pick<CatalogEntry, "variants">>

/**
 * The attributes of a demo's element: its settings' and its variants' (a variant may have
 * settings of its own), each once.
 */
export function settingAttributes(schemas: readonly ControlSchema[]): string[] {
  return [...new Set(schemas.flatMap((schema) => Object.keys(schema).map(attributeName)))]
}

/** A definition from a catalog entry, whose schemas are loaded already. */
export function definitionOf(entry: RegisteredDemo): DemoDefinition {
  const variants = entry.variants ?? []
  return {
    slug: entry.slug,
    attributes: settingAttributes([entry.controls, ...variants.map(({ controls }) => controls)]),
    controls: entry.controls,
    load: async () => ({ ...(await entry.load()), controls: entry.controls }),
    chooseVariant:
      variants.length > 0
        ? variantChooser(
            entry.slug,
            Object.fromEntries(
              variants.map(({ name, load, controls }) => [
                name,
                async () => ({ ...(await load()), controls }),
              ]),
            ),
          )
        : undefined,
  }
}
