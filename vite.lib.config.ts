import react from "@vitejs/plugin-react"
import { readFileSync } from "node:fs"
import { defineConfig, type Plugin } from "vite"

/**
 * The element bundle: self-contained ES modules with React inside, so a plain
 * `<script type="module">` on any static page is enough.
 * - `elements.js` registers every demo (`statebook-elements`);
 * - `elements/<slug>.js` registers one (`statebook-elements/<slug>`);
 * all of them import the same shared chunks, so a page using several entries still runs one
 * copy of React. Each demo stays in its own chunk, fetched the first time its element connects.
 * `npm run build:manifest` then writes the manifest, the declarations and docs/attributes.md
 * (the published types are generated from the catalog there, not emitted from our sources,
 * so the package ships only what a consumer can import).
 */

// The slugs, read from the catalog's source: the config cannot import the catalog itself
// (its lazy demo imports pull in CSS and TSX). build-manifest.mjs checks that every catalog
// slug got its entry, so a drift fails the build.
const slugs = [...readFileSync("src/catalog.ts", "utf8").matchAll(/^\s+slug: "([a-z0-9-]+)",$/gm)]
  .map((match) => match[1]!)
  .sort()

// Library mode turns entries into absolute paths, so the marker is matched anywhere in the id.
const ENTRY_MARKER = "statebook-element:"
const ENTRY_PREFIX = "\0" + ENTRY_MARKER

/** One tiny virtual module per slug: register that demo's element, nothing else. */
function perDemoEntries(): Plugin {
  return {
    name: "statebook-per-demo-entries",
    resolveId(id) {
      const at = id.indexOf(ENTRY_MARKER)
      return at >= 0 ? ENTRY_PREFIX + id.slice(at + ENTRY_MARKER.length) : undefined
    },
    load(id) {
      if (!id.startsWith(ENTRY_PREFIX)) return undefined
      const slug = JSON.stringify(id.slice(ENTRY_PREFIX.length))
      return [
        `import { registerDemoElementsBySlug } from "/src/elements/register.ts"`,
        `registerDemoElementsBySlug(${slug})`,
      ].join("\n")
    },
  }
}

export default defineConfig({
  plugins: [react(), perDemoEntries()],
  // Library mode leaves process.env alone; React reads it to pick its production build.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "dist/lib",
    emptyOutDir: true,
    // No source maps in the package: they would double its size to ship our sources.
    sourcemap: false,
    target: "es2022",
    lib: {
      entry: {
        elements: "src/elements/index.ts",
        ...Object.fromEntries(slugs.map((slug) => [`elements/${slug}`, ENTRY_MARKER + slug])),
      },
      formats: ["es"],
    },
    rolldownOptions: {
      output: {
        minify: true,
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
      },
    },
  },
})
