import { defineConfig } from "vitest/config"
import { demoCatalog } from "./scripts/catalog/catalog-plugin.ts"

// Unit tests: pure logic (router, controls schema, visualizer serialisation, catalog, data).
export default defineConfig({
  // The catalog's modules (src/catalog.ts reads the demo folders through them).
  plugins: [demoCatalog()],
  test: {
    include: ["test/unit/**/*.test.ts"],
    environment: "node",
  },
})
