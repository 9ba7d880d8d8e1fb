import type { BenchDemo } from "../catalog-demos"
import { buildFloorPage } from "../floor"

/** How many different demos the many-demos page holds (issue 20 item 5). */
export const MANY_DEMOS = 30

/**
 * The demos of the many-demos pages, the same on all four: the first `count` of the catalog
 * (slug order) whose floor page builds, so the plain-React page can hold every one of them.
 */
export async function pickManyDemos(
  demos: readonly BenchDemo[],
  count = MANY_DEMOS,
): Promise<BenchDemo[]> {
  const picked: BenchDemo[] = []
  for (const demo of demos) {
    if (picked.length === count) break
    try {
      await buildFloorPage(demo.demoFile, demo.values)
      picked.push(demo)
    } catch (error) {
      console.warn(`bench: many-demos page skips ${demo.slug}, its floor does not build:`, error)
    }
  }
  if (picked.length < count) throw new Error(`only ${picked.length} demos have a floor page`)
  return picked
}
