// Writes what the build derives from the catalog, after `vite build` of the library:
// custom-elements.json, the published declarations (dist/lib/*.d.ts, one per entry),
// docs/attributes.md and docs/zag-examples.md. Vite's module runner loads the TypeScript
// sources, so the catalog stays the one list (its lazy demo imports are never called here).
import { existsSync } from "node:fs"
import { readFile, writeFile } from "node:fs/promises"
import * as esbuild from "esbuild"
import { format } from "prettier"
import ts from "typescript"
import { loadTs as load } from "./load-ts.mjs"

const { catalog } = await load("./src/catalog.ts")
const manifestModule = await load("./scripts/element-manifest.ts")
const { buildManifest, attributesMarkdown } = manifestModule
const { domTypes, reactTypes, indexTypes, entryTypes } = manifestModule
const { reactClientModules, reactServerModules } = manifestModule
const { REACT_COMPONENT_MODULE, REACT_SERVER_COMPONENT_MODULE } = manifestModule
const { DESCRIBED, blankDescriptions } = await load("./scripts/docs-only-text.ts")
const { elementMembers } = await load("./scripts/element-members.ts")
const { zagExampleRows, zagExamplesMarkdown } = await load("./scripts/zag-examples/table.ts")

const entries = catalog.map((entry) => ({
  slug: entry.slug,
  label: entry.label,
  controls: entry.controls,
  variants: entry.variants.map(({ name, controls }) => ({ name, controls })),
}))

const missing = entries.filter((entry) => !existsSync(`dist/lib/elements/${entry.slug}.js`))
if (missing.length > 0) {
  console.error(`No dist/lib/elements/<slug>.js for: ${missing.map((e) => e.slug).join(", ")}`)
  process.exit(1)
}

// Formatted as the repository's `prettier --check` expects of committed files.
const write = async (file, text) => writeFile(file, await format(text, { filepath: file }))
const manifest = buildManifest(entries, elementMembers())
await write("custom-elements.json", JSON.stringify(manifest, null, 2))
await write("docs/attributes.md", attributesMarkdown(manifest))
await write("docs/zag-examples.md", zagExamplesMarkdown(zagExampleRows(catalog)))

// The event types file imports nothing, so its declarations are its own text minus bodies.
const eventsSource = await readFile("src/elements/api/event-types.ts", "utf8")
const events = ts.transpileDeclaration(eventsSource, { fileName: "event-types.ts" })
if (events.diagnostics?.length)
  throw new Error("src/elements/api/event-types.ts: not declaration-safe")
await writeFile("dist/lib/events.d.ts", events.outputText)
await writeFile("dist/lib/types.d.ts", domTypes(entries))
await writeFile("dist/lib/react.d.ts", reactTypes(entries))
await writeFile("dist/lib/index.d.ts", indexTypes())
for (const entry of entries)
  await writeFile(`dist/lib/elements/${entry.slug}.d.ts`, entryTypes(entry))

// `statebook-elements/react` imports the host's React, which the elements' own bundle cannot
// (it carries its own React), so its shared component code is bundled apart, React staying an
// import, its "use client" directive first (esbuild keeps an entry's directives) so React
// server components treat it as client code. Its per-demo modules and the entry are a few generated lines each
// (element-manifest.ts says why one module per demo).
await esbuild.build({
  entryPoints: ["src/react/demo-component.ts"],
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2020",
  external: ["react"],
  plugins: [
    {
      // The event list's sentences are for docs authors, as in the element bundle.
      name: "docs-only-text",
      setup(build) {
        build.onLoad({ filter: DESCRIBED }, async (args) => ({
          contents: blankDescriptions(await readFile(args.path, "utf8"), args.path),
          loader: "ts",
        }))
      },
    },
  ],
  legalComments: "none",
  logLevel: "warning",
  outfile: `dist/lib/${REACT_COMPONENT_MODULE}`,
})

// The same under the `react-server` condition (package.json): server components that render
// the widget with the server build (dist/lib/server) and pass it to the client components
// above, so the client components a server component renders are the ones the browser gets
// (one client boundary); the server renderer is loaded by Node when a page first renders
// (src/react/server-component.ts).
await esbuild.build({
  entryPoints: ["src/react/server-component.ts"],
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2020",
  // The server renderer is the package's own entry, loaded by Node at run time.
  external: ["react", "statebook-elements/server"],
  legalComments: "none",
  logLevel: "warning",
  outfile: `dist/lib/${REACT_SERVER_COMPONENT_MODULE}`,
})

for (const [file, text] of [...reactClientModules(entries), ...reactServerModules(entries)])
  await writeFile(`dist/lib/${file}`, text)
console.log(`custom-elements.json and declarations: ${entries.length} elements`)
