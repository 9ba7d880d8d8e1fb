import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { EVENT_EXTRAS, isElementRuntime } from "./scripts/chunk-rules"
import { ALL, ENTRY, generatedEntries, readDemoSources } from "./scripts/demo-entries"
import { docsOnlyText } from "./scripts/docs-only-text"

/**
 * The element bundle: self-contained ES modules with React inside, so a plain
 * `<script type="module">` on any static page is enough.
 * - `elements.js` (`statebook-elements`) defines every demo from a tiny generated catalog
 *   (slug, label, attribute names, loader); a demo's schema and code arrive together, as one
 *   chunk, the first time its element connects;
 * - `elements/<slug>.js` (`statebook-elements/<slug>`) defines one demo and imports its
 *   schema and code statically, so the browser fetches everything the widget needs in one
 *   parallel round trip after the entry;
 * all of them import the same shared chunks, so a page using several entries still runs one
 * copy of React. The toolbar is a chunk of its own, fetched only when it is shown.
 * `npm run build:manifest` then writes the manifest, the declarations and docs/attributes.md.
 */

// The published bundle is always React's production build, whatever the shell says: a test
// runner (NODE_ENV=test) packing the package would otherwise get the development JSX
// runtime, which the production React inside the bundle lacks.
process.env.NODE_ENV = "production"

/**
 * Works around a Rolldown limitation: it does not implement Rollup's
 * `output.hoistTransitiveImports`, so an entry imports only the chunks it needs directly and
 * the browser discovers the rest one level at a time. This adds to each entry (and each
 * lazily loaded demo chunk) an import of every chunk it needs indirectly, so the browser
 * requests them all as soon as the entry arrives. Evaluation order is unchanged (a module
 * still runs after its imports).
 */
/** The element runtime: its chunk is what an entry asks for first. */
const RUNTIME_MODULE = /[\\/]src[\\/]elements[\\/]element-runtime\.ts$/

function hoistTransitiveImports(): Plugin {
  return {
    name: "statebook-hoist-transitive-imports",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk")
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      /** Every chunk the given ones import statically, directly or not. */
      const importedBy = (fileNames: readonly string[]) => {
        const found = new Set<string>()
        const visit = (fileName: string) => {
          for (const imported of byName.get(fileName)?.imports ?? [])
            if (!found.has(imported)) {
              found.add(imported)
              visit(imported)
            }
        }
        fileNames.forEach(visit)
        return found
      }
      for (const chunk of chunks) {
        if (!chunk.isEntry && !chunk.isDynamicEntry) continue
        const direct = new Set(chunk.imports)
        const transitive = importedBy([chunk.fileName])
        const hoisted = [...transitive].filter((fileName) => !direct.has(fileName))
        if (hoisted.length === 0) continue
        const from = chunk.fileName.split("/").slice(0, -1)
        const relative = (fileName: string) => {
          const to = fileName.split("/")
          let common = 0
          while (common < from.length && from[common] === to[common]) common++
          const up = from.length - common
          return (up === 0 ? "./" : "../".repeat(up)) + to.slice(common).join("/")
        }
        chunk.code =
          hoisted.map((fileName) => `import"${relative(fileName)}";`).join("") + chunk.code
      }
      const holdsRuntime = (fileName: string) =>
        byName.get(fileName)?.moduleIds.some((id) => RUNTIME_MODULE.test(id)) ?? false
      for (const chunk of chunks) {
        // An entry imports nothing statically (scripts/demo-entries.ts): it asks for the runtime
        // (and a per-demo entry for its demo) with import(). Their own imports would then be
        // found one level at a time; this prelude requests them all as the entry runs, in its
        // one round trip. The all-demos entry fetches a demo only when one is on the page.
        if (!chunk.isEntry || chunk.imports.length > 0) continue
        const perDemo = chunk.fileName.startsWith("elements/")
        const asked = chunk.dynamicImports.filter((fileName) => perDemo || holdsRuntime(fileName))
        if (asked.length === 0) continue
        // The targets themselves too (the entry imports them anyway; the module map fetches a
        // file once), so the prelude names everything the entry asks for when it runs.
        const needed = new Set([...asked, ...importedBy(asked)])
        const base = perDemo ? "../" : "./"
        chunk.code =
          [...needed].map((fileName) => `import("${base}${fileName}").catch(()=>{});`).join("") +
          chunk.code
      }
    },
  }
}

/**
 * One chunk for what every embed runs before its widget: React, r2wc, the element wrapper and
 * the kit's runtime (not its toolbar, nor what loads after the widget: chunk-rules.ts), and
 * with them the modules nearly every demo shares (zag's core and its most used helpers). A
 * demo counts once (its chunk); the margin of 4 leaves out helpers a few demos skip. Left to
 * itself, Rolldown splits these into a dozen small files by exact sharing pattern, which every
 * page requests and which compress worse apart (3 kB gzip more for an accordion embed).
 */
const runtimeChunk = (demoCount: number) => [
  { name: "runtime", test: isElementRuntime },
  { name: "element-extras", test: EVENT_EXTRAS },
  { name: "runtime", minShareCount: demoCount - 4 },
]

export default defineConfig(async () => {
  const demos = await readDemoSources()
  return {
    plugins: [react(), docsOnlyText(), generatedEntries(demos), hoistTransitiveImports()],
    // Library mode leaves process.env alone; React reads it to pick its production build.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir: "dist/lib",
      // axe-core is one 661 kB chunk (189 kB gzip), fetched only by the Accessibility tab's
      // Check button; every other chunk is far below Vite's 500 kB warning, and the byte
      // budgets (npm run budgets) watch what readers load.
      chunkSizeWarningLimit: 700,
      emptyOutDir: true,
      // No source maps in the package: they would double its size to ship our sources.
      sourcemap: false,
      target: "es2022",
      lib: {
        entry: {
          elements: ALL.slice(1),
          ...Object.fromEntries(
            demos.map(({ slug }) => [`elements/${slug}`, ENTRY.slice(1) + slug]),
          ),
        },
        formats: ["es" as const],
      },
      rolldownOptions: {
        output: {
          minify: true,
          // Pure annotations help a bundler drop code that nothing uses; every chunk here runs
          // as a whole, so they were only bytes (134 gzip in the runtime alone). Licences stay.
          comments: { legal: false, annotation: false, jsdoc: false },
          entryFileNames: "[name].js",
          // A demo's chunk is named after it ("accordion.demo-<hash>.js"), as the pages that
          // fetch it show in their network log.
          chunkFileNames: (chunk: { name: string }) =>
            `chunks/${chunk.name.replace(/^_statebook-demo_(.+)$/, "$1.demo")}-[hash].js`,
          codeSplitting: { groups: runtimeChunk(demos.length) },
        },
      },
    },
  }
})
