import type { Browser } from "playwright-core"
import { median } from "../bench-runs"
import type { Network } from "../network"
import type { ManyPage } from "./many-pages"
import { measureManyPage, type ManyMeasure } from "./measure-many"

/** Medians of one many-demos page's cold loads over one network. */
export type ManyResult = Partial<Record<ManyPage, ManyMeasure>>

export const manyPageUrl = (base: string, page: ManyPage) => `${base}/bench/many-${page}.html`

/**
 * `runs` cold loads of each page over `network`, the pages taking turns in an order that
 * rotates every run, after one discarded warm-up load each; medians of every measure, and
 * the fewest demos any run showed (every run should show all of them).
 */
export async function benchManyDemos(
  browser: Browser,
  base: string,
  pages: readonly ManyPage[],
  demos: number,
  network: Network,
  runs: number,
): Promise<ManyResult> {
  const measure = (page: ManyPage) =>
    measureManyPage(browser, manyPageUrl(base, page), network, demos)
  for (const page of pages) await measure(page)
  const samples = new Map(pages.map((page) => [page, [] as ManyMeasure[]]))
  for (let run = 0; run < runs; run++)
    for (let index = 0; index < pages.length; index++) {
      const page = pages[(index + run) % pages.length]!
      samples.get(page)!.push(await measure(page))
    }
  const result: ManyResult = {}
  for (const [page, list] of samples) {
    const of = (key: keyof ManyMeasure) => median(list.map((sample) => sample[key]))
    result[page] = {
      firstWidgetMs: of("firstWidgetMs"),
      interactiveMs: of("interactiveMs"),
      loadBlockingMs: of("loadBlockingMs"),
      scrollBlockingMs: of("scrollBlockingMs"),
      firstViewportBytes: of("firstViewportBytes"),
      totalBytes: of("totalBytes"),
      requests: of("requests"),
      heapBytes: of("heapBytes"),
      shown: Math.min(...list.map((sample) => sample.shown)),
    }
  }
  return result
}
