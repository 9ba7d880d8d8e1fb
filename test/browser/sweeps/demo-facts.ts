import type { DemoTestFacts } from "../pages/test-facts"

// Every demo's page object's `testFacts` (`src/components/<widget>/<slug>.page.ts`), keyed by
// the slug its file is named after (Vite's glob, emulated for the browser tests' esbuild
// bundle in web-test-runner.config.mjs).
const modules = import.meta.glob<DemoTestFacts | undefined>("../../../src/components/*/*.page.ts", {
  eager: true,
  import: "testFacts",
})

/** The slug a page object is named after: `…/menu/nested-menu.page.ts` -> `nested-menu`. */
const slugOf = (path: string) => path.slice(path.lastIndexOf("/") + 1, -".page.ts".length)

/** The slugs whose page module has facts, and those facts. */
export const factsBySlug: ReadonlyMap<string, DemoTestFacts> = new Map(
  Object.entries(modules).flatMap(([path, facts]) =>
    facts ? [[slugOf(path), facts] as const] : [],
  ),
)

/** A demo's facts for the sweeps; none when its page module has none. */
export function testFactsOf(slug: string): DemoTestFacts {
  return factsBySlug.get(slug) ?? {}
}
