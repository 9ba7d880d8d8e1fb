import type { CatalogEntry } from "../../src/catalog.ts"
import { attributeName } from "../../src/components/kit/runtime/controls.ts"
import { loadTs } from "../load-ts.mjs"

/** What the build's generators know of a demo: its folder's files, `about` and schema. */
export type DemoFacts = Omit<CatalogEntry, "load" | "keyboard">

/**
 * Every demo's facts, from the catalog itself (src/catalog.ts, run by Vite's module runner
 * with the catalog plugin): labels, summaries and schemas are values of TypeScript modules,
 * so reading them means running those modules.
 */
export async function readDemoFacts(): Promise<DemoFacts[]> {
  const { catalog } = await loadTs<typeof import("../../src/catalog")>("./src/catalog.ts")
  return catalog.map(({ load: _load, keyboard: _keyboard, ...facts }) => facts)
}

/** What an element needs before its code: its names and the attributes it observes. */
export const elementDefinitionOf = ({ slug, label, controls }: DemoFacts) => ({
  slug,
  label,
  attributes: Object.keys(controls).map(attributeName),
})
