import { readdir, readFile } from "node:fs/promises"
import { basename, join } from "node:path"
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
export const EXTRAS_MODULE = "src/elements/extras/event-extras.ts"

export interface Build {
  graph: ModuleGraph
  stats: BuildStats
}

/** What a page's HTML requests itself (entry script, modulepreloads, stylesheets) and weighs. */
export interface PageHtml {
  requests: string[]
  gzBytes: number
}

export interface ShowcaseBuild extends Build {
  /** Each prerendered route's page, by path: "/" (index.html), "/accordion" (accordion/index.html). */
  pages: ReadonlyMap<string, PageHtml>
}

const HTML_REQUEST =
  /<(?:script[^>]*\bsrc|link[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*\bhref)="\/?([^"]+)"/g

function pageHtml(html: string): PageHtml {
  return {
    requests: [...html.matchAll(HTML_REQUEST)].map((match) => match[1]!),
    gzBytes: gzipSize(html),
  }
}

/** The routes' pages the build wrote: index.html and every `<folder>/index.html`. */
export async function readShowcaseHtml(outDir: string): Promise<{ pages: Map<string, PageHtml> }> {
  const pages = new Map<string, PageHtml>()
  pages.set("/", pageHtml(await readFile(join(outDir, "index.html"), "utf8")))
  for (const entry of await readdir(outDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const html = await readFile(join(outDir, entry.name, "index.html"), "utf8").catch(() => null)
    if (html !== null) pages.set(`/${entry.name}`, pageHtml(html))
  }
  return { pages }
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

/**
 * The showcase page of a demo loaded directly: its route's own HTML (`/<slug>`, the slug
 * being the demo module's name, `<slug>.demo.tsx`) in bytes and requests, not in JS round
 * trips; what it modulepreloads is round trip 1 with the entry.
 */
export function showcasePage(app: ShowcaseBuild, demoFile: string): PageLoad {
  const path = `/${basename(demoFile).replace(/\.demo\.tsx$/, "")}`
  const html = app.pages.get(path)
  if (!html)
    throw new Error(`The showcase has no page at ${path} for ${demoFile}: run npm run build`)
  const load = planPageLoad(app.graph, {
    initial: html.requests,
    widget: chunkHolding(app.stats, demoFile),
    alsoNeeded: [chunkHolding(app.stats, EXTRAS_MODULE), chunkHolding(app.stats, TOOLBAR_MODULE)],
  })
  return {
    ...load,
    gzBytes: load.gzBytes + html.gzBytes,
    requests: load.requests + 1,
    criticalGzBytes: load.criticalGzBytes + html.gzBytes,
    criticalRequests: load.criticalRequests + 1,
  }
}
