import type { DemoTestFacts } from "../pages/test-facts"

// Every page module's `testFacts`, keyed by the module's file name: the demo's slug (Vite's
// glob, emulated for the browser tests' esbuild bundle in web-test-runner.config.mjs).
const modules = import.meta.glob<DemoTestFacts | undefined>("../pages/*.ts", {
  eager: true,
  import: "testFacts",
})

/** The slugs whose page module has facts, and those facts. */
export const factsBySlug: ReadonlyMap<string, DemoTestFacts> = new Map(
  Object.entries(modules).flatMap(([path, facts]) =>
    facts ? [[path.slice("../pages/".length, -".ts".length), facts] as const] : [],
  ),
)

/** A demo's facts for the sweeps; none when its page module has none. */
export function testFactsOf(slug: string): DemoTestFacts {
  return factsBySlug.get(slug) ?? {}
}
