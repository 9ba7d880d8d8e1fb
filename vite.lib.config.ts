import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import dts from "vite-plugin-dts"

/**
 * The element bundle (`statebook/elements`): self-contained ES modules with React inside,
 * so a plain `<script type="module">` on any static page is enough. Each demo stays in its
 * own chunk (the catalog's dynamic imports), fetched the first time its element connects.
 */
export default defineConfig({
  plugins: [
    react(),
    // Declarations land beside the bundle: dist/lib/elements/index.d.ts and its imports.
    dts({ tsconfigPath: "./tsconfig.lib.json", entryRoot: "src" }),
  ],
  // Library mode leaves process.env alone; React reads it to pick its production build.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: "dist/lib",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    lib: {
      entry: { elements: "src/elements/index.ts" },
      formats: ["es"],
    },
    rolldownOptions: {
      output: {
        minify: true,
        chunkFileNames: "chunks/[name]-[hash].js",
      },
    },
  },
})
