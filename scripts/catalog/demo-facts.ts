import type { CatalogEntry, CatalogVariant } from "../../src/catalog.ts"
import { attributeName } from "../../src/components/kit/runtime/controls.ts"
import { loadTs } from "../load-ts.mjs"
import { callOf } from "./module-text.ts"

/** What the build's generators know of a demo: its folder's files, `about` and schema. */
export type DemoFacts = Omit<CatalogEntry, "load" | "keyboard" | "variants"> & {
  variants: readonly VariantFacts[]
}

/** What the generators know of a variant. */
export type VariantFacts = Omit<CatalogVariant, "load">

/**
 * Every demo's facts, from the catalog itself (src/catalog.ts, run by Vite's module runner
 * with the catalog plugin): labels, summaries and schemas are values of TypeScript modules,
 * so reading them means running those modules.
 */
export async function readDemoFacts(): Promise<DemoFacts[]> {
  const { catalog } = await loadTs<typeof import("../../src/catalog")>("./src/catalog.ts")
  return catalog.map(({ load: _load, keyboard: _keyboard, variants, ...facts }) => ({
    ...facts,
    variants: variants.map(({ load: _variantLoad, ...variant }) => variant),
  }))
}

/** The module that reads a `variant` attribute, imported by the modules of demos with variants. */
export const VARIANT_CHOICE = "/src/elements/define/variant-choice.ts"

/**
 * What an element needs before its code: its names, the attributes it observes (its settings'
 * and its variants', each once) and, for a demo with variants, what its `variant` attribute
 * shows: a call of `variantChooser` (the importing module binds it from VARIANT_CHOICE) with a
 * loader of each variant's code and schema (`variantLoader`: each build's own module).
 */
export function elementDefinitionOf(
  { slug, controls, variants }: DemoFacts,
  variantLoader: (variant: VariantFacts) => unknown,
) {
  const schemas = [controls, ...variants.map((variant) => variant.controls)]
  return {
    slug,
    attributes: [...new Set(schemas.flatMap((schema) => Object.keys(schema).map(attributeName)))],
    chooseVariant:
      variants.length > 0
        ? callOf(
            "variantChooser",
            slug,
            Object.fromEntries(variants.map((variant) => [variant.name, variantLoader(variant)])),
          )
        : undefined,
  }
}
