import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Plugin } from "vite"
import { loadTs } from "../load-ts.mjs"
import { interfaceMembers } from "../element-members.ts"
import { apiReferenceOf, type ManifestDeclaration } from "./api-reference.ts"
import { readDemoFacts, type DemoFacts } from "./demo-facts.ts"
import {
  COMPONENTS_DIR,
  readDemoFolders,
  readSourceFiles,
  type DemoFolder,
} from "./demo-folders.ts"
import { API_DOC, apiDocModule, apiDocsModule } from "./generators/api-docs.ts"
import { catalogModule } from "./generators/catalog-module.ts"
import { demoPagesModule } from "./generators/demo-pages.ts"
import { demoSourcesModule } from "./generators/demo-sources.ts"
import { keyboardMapsModule } from "./generators/keyboard-maps.ts"
import {
  ALL,
  allDemosEntry,
  COPY,
  DEMO,
  demoModule,
  ENTRY,
  perDemoEntry,
  VARIANT_SEPARATOR,
} from "./generators/library-entries.ts"
import { SITE_DEMO, SITE_PREFIX, siteDemoModule, siteModules } from "./generators/site-modules.ts"

/**
 * The catalog plugin: the one reader of demo folders (demo-folders.ts) and every module made
 * from them, one generator each (generators/). Every build, the dev server, the module runner
 * of the Node scripts (scripts/load-ts.mjs) and the test runners use it; nothing else looks
 * into a demo folder.
 * - `virtual:statebook/catalog`: src/catalog.ts's source, every schema and a loader per demo;
 * - `virtual:statebook/keyboard-maps` and `virtual:statebook/demo-sources`: what the kit's
 *   Accessibility and Code tabs fetch, by slug;
 * - `virtual:statebook/demo-pages`: the page objects, for the browser tests' sweeps;
 * - `virtual:statebook/api-docs`: each element's API reference, with the manifest's sentences,
 *   for its page's API section and its Controls' descriptions, one chunk per demo;
 * - the element package's entries and the showcase's lists and demo chunks, which need the
 *   demos' labels and schemas, read by running the catalog (demo-facts.ts).
 * Generated modules hold data and imports only; what they run is typed code under src/.
 */
export function demoCatalog(): Plugin {
  let root = process.cwd()
  let folders: DemoFolder[] | undefined
  let facts: Promise<DemoFacts[]> | undefined
  const readFolders = () => (folders ??= readDemoFolders(root))
  const readFacts = () => (facts ??= readDemoFacts())
  const factsOf = async (slug: string) => {
    const demo = (await readFacts()).find((candidate) => candidate.slug === slug)
    if (!demo) throw new Error(`No demo named "${slug}" in ${COMPONENTS_DIR}.`)
    return demo
  }
  // The manifest's own builder, so the pages document what custom-elements.json declares.
  let manifestBuilder: Promise<typeof import("../element-manifest.ts")> | undefined
  const apiReference = async (slug: string) => {
    const { label, controls, variants } = await factsOf(slug)
    const { buildManifest } = await (manifestBuilder ??= loadTs("./scripts/element-manifest.ts"))
    const eventTypes = readFileSync(join(root, "src/elements/api/event-types.ts"), "utf8")
    const entry = { slug, label, controls, variants }
    const manifest = buildManifest([entry], interfaceMembers(eventTypes, "DemoElementApi"))
    const module = manifest.modules[0] as { declarations: ManifestDeclaration[] }
    return apiReferenceOf(module.declarations[0]!, (name) => interfaceMembers(eventTypes, name))
  }

  const catalogModules: Record<string, () => string> = {
    "virtual:statebook/catalog": () => catalogModule(readFolders()),
    "virtual:statebook/keyboard-maps": () => keyboardMapsModule(readFolders()),
    "virtual:statebook/demo-sources": () =>
      demoSourcesModule(readFolders(), readSourceFiles(root, readFolders())),
    "virtual:statebook/demo-pages": () => demoPagesModule(readFolders()),
    "virtual:statebook/api-docs": () => apiDocsModule(readFolders()),
  }

  return {
    name: "statebook-catalog",
    // Before Vite's resolver, which would resolve an entry copy's imports to the shared module.
    enforce: "pre",
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      // A demo added, removed or renamed, a file added to a folder, or an edit of what a demo
      // says of itself changes what the generated modules hold: read the folders anew.
      const inDemoFolder = (file: string) => file.includes(`/${COMPONENTS_DIR}/`)
      for (const event of ["add", "unlink"] as const)
        server.watcher.on(event, (file) => {
          if (inDemoFolder(file)) void server.restart()
        })
      server.watcher.on("change", (file) => {
        if (inDemoFolder(file) && file.endsWith(".controls.ts")) void server.restart()
      })
    },
    async resolveId(id, importer) {
      // An entry's copy of a module gets copies of the modules it imports too, so nothing it
      // runs is shared (library-entries.ts).
      const owner = importer?.includes(COPY) ? importer.slice(importer.indexOf(COPY)) : null
      if (owner) {
        const resolved = await this.resolve(id, importer!.slice(0, importer!.indexOf(COPY)), {
          skipSelf: true,
        })
        return resolved && `${resolved.id}${owner}`
      }
      if (id in catalogModules || (id.startsWith(SITE_PREFIX) && !id.endsWith(".css")))
        return "\0" + id
      if (id.startsWith(SITE_DEMO) || id.startsWith(API_DOC)) return "\0" + id
      for (const marker of [ENTRY, DEMO, ALL]) {
        const at = id.indexOf(marker.slice(1))
        if (at >= 0) return marker + id.slice(at + marker.length - 1)
      }
      return undefined
    },
    load: {
      // Only its own modules: the hook is not called for the thousand others.
      filter: { id: /^\0(virtual:statebook|statebook-)/ },
      async handler(id) {
        const name = id.slice(1)
        if (name in catalogModules) return catalogModules[name]!()
        if (name.startsWith(API_DOC))
          return apiDocModule(await apiReference(name.slice(API_DOC.length)))
        if (name.startsWith(SITE_PREFIX))
          return siteModules(await readFacts())[name.slice(SITE_PREFIX.length)]?.()
        if (name.startsWith(SITE_DEMO))
          return siteDemoModule(await factsOf(name.slice(SITE_DEMO.length)))
        if (id.startsWith(ENTRY)) return perDemoEntry(await factsOf(id.slice(ENTRY.length)))
        if (id.startsWith(DEMO)) {
          const [slug, variant] = id.slice(DEMO.length).split(VARIANT_SEPARATOR)
          return demoModule(await factsOf(slug!), variant)
        }
        if (id === ALL) return allDemosEntry(await readFacts())
        return undefined
      },
    },
  }
}

export { ALL, ENTRY, RUNTIME } from "./generators/library-entries.ts"
export { SITE_DEMO_CHUNK } from "./generators/site-modules.ts"
