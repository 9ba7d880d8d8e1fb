import { defineConfig } from "vitest/config"
import { demoCatalog } from "./scripts/catalog/catalog-plugin.ts"

// End-to-end tests: the built site (dist/app) and element bundle (dist/lib) in Chromium,
// driven from Node by playwright-core. Files run one after another: each launches a browser.
export default defineConfig({
  // The catalog's modules (src/catalog.ts reads the demo folders through them).
  plugins: [demoCatalog()],
  test: {
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/e2e/pack-once.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
