import { readFile } from "node:fs/promises"
import { join } from "node:path"
import { chunkHolding, type BuildStats } from "./build-stats"
import { gzipSize } from "./gzip-size"
import { planPageLoad, type ModuleGraph, type PageLoad } from "./module-graph"

/**
 * The three ways a reader meets a demo, as static page loads over the built files: an element
 * embed (`<script type="module" src="…/elements/<slug>.js">`, the package's per-demo entry),
 * the same with `no-toolbar`, and the showcase's page of that demo loaded directly.
 */

/** The source module of the toolbar (tabs, Controls panel, Visualizer), wherever it is bundled. */
export const TOOLBAR_MODULE = "src/components/kit/toolbar/demo-toolbar.tsx"
/** What an element loads once its widget is up (event details' JSON, the machine graph). */
export const EXTRAS_MODULE = "src/elements/element-extras.ts"

export interface Build {
  graph: ModuleGraph
  stats: BuildStats
}

export interface ShowcaseBuild extends Build {
  /** What index.html requests itself: entry script, modulepreloads, stylesheets. */
  htmlRequests: string[]
  htmlGzBytes: number
}

const HTML_REQUEST =
  /<(?:script[^>]*\bsrc|link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref)="\/?([^"]+)"/g

export async function readShowcaseHtml(outDir: string) {
  const html = await readFile(join(outDir, "index.html"), "utf8")
  return {
    htmlRequests: [...html.matchAll(HTML_REQUEST)].map((match) => match[1]!),
    htmlGzBytes: gzipSize(html),
  }
}

export function elementEmbed(
  lib: Build,
  demoFile: string,
  slug: string,
  toolbar: boolean,
): PageLoad {
  return planPageLoad(lib.graph, {
    initial: [`elements/${slug}.js`],
    widget: chunkHolding(lib.stats, demoFile),
    alsoNeeded: [
      chunkHolding(lib.stats, EXTRAS_MODULE),
      ...(toolbar ? [chunkHolding(lib.stats, TOOLBAR_MODULE)] : []),
    ],
  })
}

/** The showcase page, index.html included in bytes and requests (not in JS round trips). */
export function showcasePage(app: ShowcaseBuild, demoFile: string): PageLoad {
  const load = planPageLoad(app.graph, {
    initial: app.htmlRequests,
    widget: chunkHolding(app.stats, demoFile),
    alsoNeeded: [chunkHolding(app.stats, EXTRAS_MODULE), chunkHolding(app.stats, TOOLBAR_MODULE)],
  })
  return {
    ...load,
    gzBytes: load.gzBytes + app.htmlGzBytes,
    requests: load.requests + 1,
    criticalGzBytes: load.criticalGzBytes + app.htmlGzBytes,
    criticalRequests: load.criticalRequests + 1,
  }
}
