import { runnerImport, type Plugin } from "vite"
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
  /** The schema's export name (`accordionControls`) and module (`/src/components/…controls.ts`). */
  controlsName: string
  controlsPath: string
  /** The demo's module (`/src/components/accordion/accordion.demo.tsx`). */
  demoPath: string
}

const fromSrc = (path: string) => "/src/" + path.replace(/^\.\//, "")

/** Loads a TypeScript module of the repository with Vite's runner (globs and all). */
export async function loadModule<T>(id: string): Promise<T> {
  return (await runnerImport<T>(id, { configFile: false, logLevel: "error" })).module
}

/** Every demo, from the catalog (which reads the demo folders). */
export async function readDemoSources(): Promise<DemoSource[]> {
  const { catalog } = await loadModule<typeof import("../src/catalog")>("./src/catalog.ts")
  const { attributeName } = await loadModule<
    typeof import("../src/components/kit/runtime/controls")
  >("./src/components/kit/runtime/controls.ts")
  return catalog.map((entry) => ({
    slug: entry.slug,
    label: entry.label,
    attributes: Object.keys(entry.controls).map(attributeName),
    controlsName: entry.files.controlsExport,
    controlsPath: fromSrc(entry.files.controls),
    demoPath: fromSrc(entry.files.demo),
  }))
}

/**
 * A per-demo entry. It imports nothing statically: it starts fetching the demo's code and
 * the element runtime at once, side by side (both one round trip after the entry), then
 * defines the element. A demo chunk that fails to arrive leaves a defined element that says
 * so and offers a retry, which fetches the chunk again. No top-level await: webpack makes
 * every importer of such a module asynchronous, which breaks server rendering in Docusaurus
 * and the like. So the tag is defined a moment after the entry has run: scripts wait for
 * `customElements.whenDefined(tag)` or `element.ready`.
 */
export function definingModule(source: DemoSource): string[] {
  const definition = `{ slug: ${JSON.stringify(source.slug)}, label: ${JSON.stringify(source.label)}, attributes: ${JSON.stringify(source.attributes)}, load }`
  return [
    `let first = import("${DEMO.slice(1)}${source.slug}")`,
    // Handled by the element when it asks for the code; not an unhandled rejection meanwhile.
    `first.catch(() => {})`,
    `function load() {`,
    `  const started = first ?? import("${DEMO.slice(1)}${source.slug}")`,
    `  first = null`,
    `  return started`,
    `}`,
    `import("/src/elements/define-elements.ts").then(({ defineDemoElements }) => defineDemoElements([${definition}]))`,
  ]
}

/**
 * A module that defines one demo's element with its schema and code imported statically, for
 * the showcase, whose demo chunk is the page's own code. Exports `controls` for the page.
 */
export function staticDefiningModule(source: DemoSource): string[] {
  return [
    `import { defineDemoElements } from "/src/elements/define-elements.ts"`,
    `import { ${source.controlsName} as controls } from "${source.controlsPath}"`,
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
    resolveId(id) {
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
          `export { ${source.controlsName} as controls } from "${source.controlsPath}"`,
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
          `import { fetchNearDemos } from "/src/elements/fetch-near-demos.ts"`,
          `const definitions = [\n${definitions.join(",\n")}\n]`,
          // Like a per-demo entry, it imports the runtime rather than waiting for it: the code
          // of the demos in view is requested beside it (fetch-near-demos.ts).
          `const runtime = import("/src/elements/define-elements.ts")`,
          `fetchNearDemos(${JSON.stringify(tags)}, definitions.map((definition) => definition.load))`,
          `runtime.then(({ defineDemoElements }) => defineDemoElements(definitions))`,
          `/** Defines every demo element again (a no-op for tags already defined); resolves once they are. */`,
          `export function defineDemoElements() { return runtime.then(({ defineDemoElements: define }) => define(definitions)) }`,
        ].join("\n")
      }
      return undefined
    },
  }
}
