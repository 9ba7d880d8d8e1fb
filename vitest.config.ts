import { defineConfig } from "vitest/config"

// Unit tests: pure logic (router, controls schema, visualizer serialisation, catalog, data).
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts"],
    environment: "node",
  },
})
