import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { demoCatalog } from "./scripts/catalog/catalog-plugin.ts"
import { docsOnlyText } from "./scripts/docs-only-text.ts"

/**
 * `statebook-elements/server` (src/elements/server/index.ts) to dist/lib/server: ES modules for
 * Node with React's server renderer and every demo inside (no bare imports, as the browser
 * entries have none), each demo's code a chunk of its own, loaded when a page renders it.
 * scripts/finish-server-build.mjs then writes the stylesheets it links to dist/lib/styles.
 */
export default defineConfig({
  plugins: [react(), docsOnlyText(), demoCatalog()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  // The Accessibility tab's Check runs axe in a reader's browser, never on a server (the
  // toolbar's tabs render only there): its 661 kB stay out of the server build.
  resolve: { alias: { "axe-core": "data:text/javascript,export default null" } },
  build: {
    // The API, and the prerender command (package.json's bin).
    ssr: true,
    outDir: "dist/lib/server",
    emptyOutDir: true,
    sourcemap: false,
    target: "node18",
    minify: true,
    rolldownOptions: {
      input: { index: "src/elements/server/index.ts", cli: "src/elements/server/cli.ts" },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
})
