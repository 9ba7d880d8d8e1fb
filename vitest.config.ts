import { defineConfig } from "vitest/config"
import { demoCatalog } from "./scripts/catalog/catalog-plugin.ts"

// Unit tests: pure logic (router, controls schema, visualizer serialisation, catalog, data).
// Cross-cutting ones under test/unit; those of one demo's helpers or data in its folder.
export default defineConfig({
  // The catalog's modules (src/catalog.ts reads the demo folders through them).
  plugins: [demoCatalog()],
  test: {
    include: ["test/unit/**/*.test.ts", "src/components/**/*.unit.test.ts"],
    environment: "node",
    // CSS as the builds see it (a demo's `?inline` styles as text), for the server renderer's tests.
    css: true,
  },
})
