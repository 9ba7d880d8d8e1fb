import { pageModules } from "virtual:statebook/demo-pages"
import type { DemoTestFacts } from "../pages/test-facts"

/** The demos and variants whose page object exports `testFacts`, and those facts. */
export const factsBySlug: ReadonlyMap<string, DemoTestFacts> = new Map(
  Object.entries(pageModules).flatMap(([slug, page]) =>
    page.testFacts ? [[slug, page.testFacts as DemoTestFacts] as const] : [],
  ),
)

/**
 * A demo's facts for the sweeps (`popover`), or a variant's (`popover/multiple-trigger`: its
 * own page object's, else its demo's); none when its page object has none.
 */
export function testFactsOf(key: string): DemoTestFacts {
  return factsBySlug.get(key) ?? factsBySlug.get(key.split("/")[0]!) ?? {}
}
