import type { Browser } from "playwright-core"
import { measurePage, type PageMeasure } from "./measure-page"
import type { Network } from "./network"

/** The pages of one demo the benchmark compares; the floor page is the reference. */
export const PAGES = ["floor", "embed", "prerendered", "noToolbar", "showcase"] as const
export type Page = (typeof PAGES)[number]

export const PAGE_LABELS: Record<Page, string> = {
  floor: "floor page (plain React)",
  embed: "element embed",
  prerendered: "element embed, prerendered",
  noToolbar: "element embed, `no-toolbar`",
  showcase: "showcase route",
}

/** Where the benchmark server serves each page (see bench-pages.ts and the mounts). */
export function pageUrl(base: string, slug: string, page: Page): string {
  if (page === "showcase") return `${base}/${slug}`
  const file = {
    floor: `floor-${slug}`,
    embed: `embed-${slug}`,
    prerendered: `prerendered-${slug}`,
    noToolbar: `no-toolbar-${slug}`,
  }
  return `${base}/bench/${file[page]}.html`
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export type DemoResult = Record<Page, PageMeasure>

/**
 * `runs` cold loads of each page, the pages taking turns in an order that rotates every run
 * (so no page always follows the same one), after one discarded warm-up load each, over
 * `network` (see network.ts).
 */
export async function benchDemo(
  browser: Browser,
  base: string,
  slug: string,
  runs: number,
  network: Network = "local",
): Promise<DemoResult> {
  const measure = (page: Page) => measurePage(browser, pageUrl(base, slug, page), network)
  for (const page of PAGES) await measure(page)
  const samples = Object.fromEntries(PAGES.map((page) => [page, [] as PageMeasure[]]))
  for (let run = 0; run < runs; run++) {
    const order = PAGES.map((_, index) => PAGES[(index + run) % PAGES.length]!)
    for (const page of order) samples[page]!.push(await measure(page))
  }
  const medianOf = (page: Page): PageMeasure => {
    const of = (key: Exclude<keyof PageMeasure, "widget">) =>
      median(samples[page]!.map((sample) => sample[key]))
    return {
      widget: samples[page]![0]!.widget,
      gzBytes: of("gzBytes"),
      requests: of("requests"),
      widgetMs: of("widgetMs"),
      liveMs: of("liveMs"),
      layoutShift: of("layoutShift"),
      scriptMs: of("scriptMs"),
      heapBytes: of("heapBytes"),
    }
  }
  return Object.fromEntries(PAGES.map((page) => [page, medianOf(page)])) as DemoResult
}
