import { readFileSync } from "node:fs"
import { runnerImport, type Plugin } from "vite"
import { catalogSources, type CatalogSource } from "./catalog-sources"

/**
 * Modules generated from the catalog for the builds that must not import it whole (it
 * imports every demo's schema): the element bundle's per-demo entries and all-demos entry
 * (vite.lib.config.ts), and each demo's schema-and-code module, which the showcase loads too
 * (vite.app.config.ts). Ids are markers any string may contain: library mode turns entries
 * into absolute paths.
 */

export const ENTRY = "\0statebook-entry:"
export const DEMO = "\0statebook-demo:"
export const ALL = "\0statebook-all"

export const sources = catalogSources(readFileSync("src/catalog.ts", "utf8"))
const fromCatalog = (path: string) => "/src/" + path.replace(/^\.\//, "")

export type DemoNames = Map<string, { label: string; attributes: string[] }>

/** Attribute names per slug, from the real schemas (the catalog loaded by Vite's runner). */
export async function attributeNames(): Promise<DemoNames> {
  const load = async (id: string) =>
    (await runnerImport<Record<string, never>>(id, { configFile: false, logLevel: "error" })).module
  const { catalog } = (await load("./src/catalog.ts")) as unknown as typeof import("../src/catalog")
  const { attributeName } = (await load(
    "./src/components/kit/controls.ts",
  )) as unknown as typeof import("../src/components/kit/controls")
  return new Map(
    catalog.map((entry) => [
      entry.slug,
      { label: entry.label, attributes: Object.keys(entry.controls).map(attributeName) },
    ]),
  )
}

/** A module that defines one demo's element from its schema and code, imported statically. */
export function definingModule(source: CatalogSource, label: string): string[] {
  return [
    `import { defineDemoElements } from "/src/elements/define-elements.ts"`,
    `import { definitionFromModule } from "/src/elements/demo-definition.ts"`,
    `import { ${source.controlsName} as controls } from "${fromCatalog(source.controlsPath)}"`,
    `import * as demo from "${fromCatalog(source.demoPath)}"`,
    `defineDemoElements([definitionFromModule(${JSON.stringify(source.slug)}, ${JSON.stringify(label)}, controls, demo)])`,
  ]
}

/** The generated modules: one entry per demo, each demo's loader, and the all-demos entry. */
export function generatedEntries(names: DemoNames): Plugin {
  const bySlug = new Map<string, CatalogSource>(sources.map((source) => [source.slug, source]))
  const labelOf = (slug: string) => JSON.stringify(names.get(slug)!.label)
  return {
    name: "statebook-generated-entries",
    resolveId(id) {
      for (const marker of [ENTRY, DEMO, ALL]) {
        const at = id.indexOf(marker.slice(1))
        if (at >= 0) return marker + id.slice(at + marker.length - 1)
      }
      return undefined
    },
    load(id) {
      if (id.startsWith(ENTRY)) {
        const source = bySlug.get(id.slice(ENTRY.length))!
        return definingModule(source, names.get(source.slug)!.label).join("\n")
      }
      if (id.startsWith(DEMO)) {
        const source = bySlug.get(id.slice(DEMO.length))!
        return [
          `export { ${source.controlsName} as controls } from "${fromCatalog(source.controlsPath)}"`,
          `export { default, styles } from "${fromCatalog(source.demoPath)}"`,
        ].join("\n")
      }
      if (id === ALL) {
        const definitions = sources.map(({ slug }) => {
          const { attributes } = names.get(slug)!
          return `{ slug: ${JSON.stringify(slug)}, label: ${labelOf(slug)}, attributes: ${JSON.stringify(attributes)}, load: () => import("${DEMO.slice(1)}${slug}") }`
        })
        return [
          `import { defineDemoElements as define } from "/src/elements/define-elements.ts"`,
          `const definitions = [\n${definitions.join(",\n")}\n]`,
          `define(definitions)`,
          `/** Defines every demo element again: a no-op for tags already defined. */`,
          `export function defineDemoElements() { define(definitions) }`,
        ].join("\n")
      }
      return undefined
    },
  }
}
