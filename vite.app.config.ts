import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/**
 * The showcase site (index.html -> src/showcase/main.tsx) to dist/app. Only dist/app is
 * emptied: the element bundle in dist/lib is built first and must survive. Each demo keeps
 * its own chunk (the catalog's dynamic imports). In dev, Vite's default "spa" app type
 * answers unknown paths with index.html, so deep links such as /accordion load directly.
 */
export default defineConfig({
  appType: "spa",
  plugins: [react()],
  server: { port: 5173 },
  // Served as is: theme-boot.js must run before the first paint, so it is not bundled.
  publicDir: "src/showcase/public",
  build: {
    outDir: "dist/app",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
  },
})
