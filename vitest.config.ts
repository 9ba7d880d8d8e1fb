import { defineConfig } from "vitest/config"

// Unit tests: pure logic (router, controls schema, visualizer serialisation, catalog, data).
// Cross-cutting ones under test/unit; those of one demo's helpers or data in its folder.
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts", "src/components/**/*.unit.test.ts"],
    environment: "node",
  },
})
