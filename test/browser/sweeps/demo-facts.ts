import { pageModules } from "virtual:statebook/demo-pages"
import type { DemoTestFacts } from "../pages/test-facts"

/** The slugs whose page object (`<slug>.page.ts`) exports `testFacts`, and those facts. */
export const factsBySlug: ReadonlyMap<string, DemoTestFacts> = new Map(
  Object.entries(pageModules).flatMap(([slug, page]) =>
    page.testFacts ? [[slug, page.testFacts as DemoTestFacts] as const] : [],
  ),
)

/** A demo's facts for the sweeps; none when its page object has none. */
export function testFactsOf(slug: string): DemoTestFacts {
  return factsBySlug.get(slug) ?? {}
}
