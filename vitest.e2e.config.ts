import { defineConfig } from "vitest/config"

// End-to-end tests: the built site (dist/app) and element bundle (dist/lib) in Chromium,
// driven from Node by playwright-core. Files run one after another: each launches a browser.
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/e2e/pack-once.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
