import type { Plugin } from "vite"
import { loadTs } from "./load-ts.mjs"
import { demoTag } from "../src/demo-tag"

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

/** What the generated modules need of a demo, read from the catalog. */
export interface DemoSource {
  slug: string
  label: string
  /** Attribute names of its settings (`close-on-select`). */
  attributes: string[]
  /** The module exporting its schema as `controls` (`/src/components/…controls.ts`). */
  controlsPath: string
  /** The demo's module (`/src/components/accordion/accordion.demo.tsx`). */
  demoPath: string
}

const fromSrc = (path: string) => "/src/" + path.replace(/^\.\//, "")

/** Every demo, from the catalog (which reads the demo folders). */
export async function readDemoSources(): Promise<DemoSource[]> {
  const { catalog } = await loadTs<typeof import("../src/catalog")>("./src/catalog.ts")
  const { attributeName } = await loadTs<typeof import("../src/components/kit/runtime/controls")>(
    "./src/components/kit/runtime/controls.ts",
  )
  return catalog.map((entry) => ({
    slug: entry.slug,
    label: entry.label,
    attributes: Object.keys(entry.controls).map(attributeName),
    controlsPath: fromSrc(entry.files.controls),
    demoPath: fromSrc(entry.files.demo),
  }))
}

/** The element runtime, which every entry asks for with import() (element-runtime.ts). */
export const RUNTIME = "/src/elements/element-runtime.ts"

/**
 * The element class an entry defines at once, as its own copy (see `shellCopies`): a chunk
 * the entries shared would be a static import, one more round trip before the widget.
 */
const COPY = "?statebook-copy="
const shellOf = (owner: string) => `/src/elements/define/element-class.ts${COPY}${owner}`

/**
 * A per-demo entry. It defines its element at once (demo-element-shell.ts, bundled into the
 * entry), so when the entry's import resolves the tag, `ready` and the settings' properties
 * exist; and it starts fetching the demo's code and the element runtime side by side (both
 * one round trip after the entry). A chunk that fails to arrive, the runtime or the demo's,
 * leaves an element that says so and offers a Retry, which fetches it again. No top-level
 * await: webpack makes every importer of such a module asynchronous, which breaks server
 * rendering in Docusaurus and the like.
 */
export function definingModule(source: DemoSource): string[] {
  const definition = `{ slug: ${JSON.stringify(source.slug)}, label: ${JSON.stringify(source.label)}, attributes: ${JSON.stringify(source.attributes)}, load }`
  return [
    `import { defineDemoShells } from "${shellOf(source.slug)}"`,
    `let first = import("${DEMO.slice(1)}${source.slug}")`,
    // Handled by the element when it asks for the code; not an unhandled rejection meanwhile.
    // A head start that failed is not handed out: the element's first ask fetches anew.
    `first.catch(() => (first = null))`,
    `function load() {`,
    `  const started = first ?? import("${DEMO.slice(1)}${source.slug}")`,
    `  first = null`,
    `  return started`,
    `}`,
    `defineDemoShells([${definition}], () => import("${RUNTIME}"))`,
  ]
}

/**
 * A module that defines one demo's element with its schema and code imported statically, for
 * the showcase, whose demo chunk is the page's own code. Exports `controls` for the page.
 */
export function staticDefiningModule(source: DemoSource): string[] {
  return [
    `import { defineDemoElements } from "/src/elements/define/define-elements.ts"`,
    `import { controls } from "${source.controlsPath}"`,
    `import * as demo from "${source.demoPath}"`,
    `const loaded = { ...demo, controls }`,
    `defineDemoElements([{ slug: ${JSON.stringify(source.slug)}, label: ${JSON.stringify(source.label)}, attributes: ${JSON.stringify(source.attributes)}, controls, load: () => Promise.resolve(loaded) }])`,
  ]
}

/** The generated modules: one entry per demo, each demo's loader, and the all-demos entry. */
export function generatedEntries(demos: readonly DemoSource[]): Plugin {
  const bySlug = new Map(demos.map((source) => [source.slug, source]))
  return {
    name: "statebook-generated-entries",
    // Before Vite's resolver, which would resolve the shell copies' imports to the shared module.
    enforce: "pre",
    async resolveId(id, importer) {
      // The shell's own imports get copies of their own too, so nothing it runs is shared.
      const owner = importer?.includes(COPY) ? importer.slice(importer.indexOf(COPY)) : null
      if (owner && !id.startsWith(".") && !id.startsWith("/")) {
        const resolved = await this.resolve(id, importer!.slice(0, importer!.indexOf(COPY)), {
          skipSelf: true,
        })
        return resolved && `${resolved.id}${owner}`
      }
      for (const marker of [ENTRY, DEMO, ALL]) {
        const at = id.indexOf(marker.slice(1))
        if (at >= 0) return marker + id.slice(at + marker.length - 1)
      }
      return undefined
    },
    load(id) {
      if (id.startsWith(ENTRY))
        return definingModule(bySlug.get(id.slice(ENTRY.length))!).join("\n")
      if (id.startsWith(DEMO)) {
        const source = bySlug.get(id.slice(DEMO.length))!
        return [
          `export { controls } from "${source.controlsPath}"`,
          `export { default, styles } from "${source.demoPath}"`,
        ].join("\n")
      }
      if (id === ALL) {
        const definitions = demos.map(
          ({ slug, label, attributes }) =>
            `{ slug: ${JSON.stringify(slug)}, label: ${JSON.stringify(label)}, attributes: ${JSON.stringify(attributes)}, load: () => import("${DEMO.slice(1)}${slug}") }`,
        )
        const tags = demos.map(({ slug }) => demoTag(slug))
        return [
          `import { defineDemoShells } from "${shellOf("all")}"`,
          `import { fetchNearDemos } from "/src/elements/define/fetch-near-demos.ts"`,
          `const definitions = [\n${definitions.join(",\n")}\n]`,
          // Like a per-demo entry, it defines the elements at once and asks for the runtime
          // rather than waiting for it: the code of the demos in view is requested beside it
          // (fetch-near-demos.ts).
          `const runtime = () => import("${RUNTIME}")`,
          `fetchNearDemos(${JSON.stringify(tags)}, definitions.map((definition) => definition.load))`,
          `defineDemoShells(definitions, runtime)`,
          `/** Defines every demo element again (a no-op for tags already defined); resolves once they are. */`,
          `export function defineDemoElements() { defineDemoShells(definitions, runtime); return Promise.resolve() }`,
        ].join("\n")
      }
      return undefined
    },
  }
}
