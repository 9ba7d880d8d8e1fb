import { NETWORK_LABELS, type Network } from "../network"
import { MANY_PAGE_LABELS, MANY_PAGES } from "./many-pages"
import type { ManyResult } from "./many-runs"
import type { ManyMeasure } from "./measure-many"

/** The many-demos rows of docs/performance.md (issue 20 items 5 and 6). */

const ms = (value: number) => `${value.toFixed(0)} ms`
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
const times = (value: number, reference: number | undefined) =>
  reference ? ` (${(value / reference).toFixed(2)}×)` : ""

export function manyDemosTable(
  results: Partial<Record<Network, ManyResult>>,
  demos: number,
): string {
  const lines = [
    "| page | network | first widget | first viewport answers | blocking, load | blocking, scroll | gz before scrolling | gz in all | requests | JS heap after GC | demos shown |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ]
  for (const [network, result] of Object.entries(results) as [Network, ManyResult][]) {
    const floor = result.floor
    for (const page of MANY_PAGES) {
      const m: ManyMeasure | undefined = result[page]
      if (!m) continue
      const cells = [
        ms(m.firstWidgetMs) + times(m.firstWidgetMs, floor?.firstWidgetMs),
        ms(m.interactiveMs) + times(m.interactiveMs, floor?.interactiveMs),
        ms(m.loadBlockingMs),
        ms(m.scrollBlockingMs),
        kB(m.firstViewportBytes),
        kB(m.totalBytes),
        `${m.requests}`,
        `${(m.heapBytes / 1e6).toFixed(1)} MB`,
        `${m.shown} of ${demos}`,
      ]
      lines.push(
        `| ${MANY_PAGE_LABELS[page]} | ${NETWORK_LABELS[network]} | ${cells.join(" | ")} |`,
      )
    }
  }
  return lines.join("\n")
}

/** The aims for the element page against the iframe pages: how many times faster. */
const IFRAME_AIMS = { storybook: 3, ladle: 2 } as const

/** One line per network and iframe host: how much sooner the element page gets there. */
export function iframeComparison(results: Partial<Record<Network, ManyResult>>): string {
  const lines: string[] = []
  for (const [network, result] of Object.entries(results) as [Network, ManyResult][]) {
    const elements = result.elements
    if (!elements) continue
    for (const host of ["storybook", "ladle"] as const) {
      const other = result[host]
      if (!other) continue
      const times = (key: "firstWidgetMs" | "interactiveMs") =>
        `${(other[key] / elements[key]).toFixed(2)}×`
      lines.push(
        `- ${NETWORK_LABELS[network]}: ${MANY_PAGE_LABELS[host].split(" ")[0]} takes ${times("firstWidgetMs")} the elements' time to the first widget and ${times("interactiveMs")} to the first viewport answering (aim ≥ ${IFRAME_AIMS[host]}×).`,
      )
    }
  }
  return lines.join("\n")
}
