import type { Plugin } from "vite"
import { staticDefiningModule, readDemoSources, type DemoSource } from "./demo-entries"
import { loadTs } from "./load-ts.mjs"

/**
 * The showcase's view of the catalog, generated so that no page imports the catalog itself
 * (it imports every demo's schema). `virtual:statebook-site/…` modules:
 * - `demos`: slug, label and a loader per demo, for the nav, the routes and the pages. The
 *   loader's module defines the demo's element and brings its schema (`controls`), so a
 *   demo's schema and code arrive together, in its own chunk, with what every demo page
 *   needs (the page's view, the element, the toolbar) in a chunk they share;
 * - `home`: the groups and one-line summaries of the home page (loaded with that page);
 * - `keywords`: the words the search matches besides labels (loaded with the search);
 * - `theme-tokens.css`: the kit's `--sb-*` tokens for the shell, from kit/theme-tokens.ts.
 */

const PREFIX = "virtual:statebook-site/"
const SITE_DEMO = "statebook-site-demo:"
/** How Rolldown names a demo's chunk from its module id, before the slug. */
export const SITE_DEMO_CHUNK = /^_statebook-site-demo_/

interface CatalogFacts {
  sources: DemoSource[]
  entries: {
    slug: string
    label: string
    summary: string
    group: string
    keywords: readonly string[]
  }[]
  groups: Record<string, string>
  tokensCss: string
}

/** What the generated modules hold, read from the real catalog and tokens by Vite's runner. */
export async function readCatalogFacts(): Promise<CatalogFacts> {
  const { catalog, DEMO_GROUPS } = await loadTs<typeof import("../src/catalog")>("./src/catalog.ts")
  const tokens = await loadTs<typeof import("../src/components/kit/runtime/theme-tokens")>(
    "./src/components/kit/runtime/theme-tokens.ts",
  )
  return {
    sources: await readDemoSources(),
    entries: catalog.map(({ slug, label, summary, group, keywords }) => ({
      slug,
      label,
      summary,
      group,
      keywords,
    })),
    groups: DEMO_GROUPS,
    tokensCss: documentTokensCss(tokens),
  }
}

/**
 * The element's theme sheet applies to `:root` as it is; the page's text colour, which an
 * element inherits, is the shell's to set: the kit's fixed light and dark text colours.
 */
function documentTokensCss(
  tokens: typeof import("../src/components/kit/runtime/theme-tokens"),
): string {
  const [light, dark] = tokens.FIXED_THEME_TEXT
  return [
    tokens.themeTokensCss(),
    `:root {`,
    `  --sb-c-text: var(--sb-text, light-dark(${light}, ${dark}));`,
    `}`,
  ].join("\n")
}

export function siteCatalog(facts: CatalogFacts): Plugin {
  const bySlug = new Map(facts.sources.map((source) => [source.slug, source]))
  const json = (value: unknown) => JSON.stringify(value)
  const modules: Record<string, () => string> = {
    demos: () =>
      `export const demos = [\n${facts.entries
        .map(
          ({ slug, label }) =>
            `{ slug: ${json(slug)}, label: ${json(label)}, load: () => import("${SITE_DEMO}${slug}") }`,
        )
        .join(",\n")}\n]`,
    home: () =>
      [
        `export const groups = ${json(facts.groups)}`,
        `export const summaries = ${json(Object.fromEntries(facts.entries.map(({ slug, group, summary }) => [slug, { group, summary }])))}`,
      ].join("\n"),
    keywords: () =>
      `export const keywords = ${json(Object.fromEntries(facts.entries.map(({ slug, keywords }) => [slug, keywords])))}`,
    "theme-tokens.css": () => facts.tokensCss,
  }
  return {
    name: "statebook-site-catalog",
    configureServer(server) {
      // The facts are read with the config: in dev, an edit of their sources (a demo's
      // schema and about, the catalog, the tokens) or a demo added or removed reloads both.
      const isSourceOfFacts = (file: string) =>
        /\.controls\.ts$|src\/catalog\.ts$|kit\/theme-tokens\.ts$/.test(file)
      server.watcher.on("change", (file) => {
        if (isSourceOfFacts(file)) void server.restart()
      })
      for (const event of ["add", "unlink"])
        server.watcher.on(event, (file: string) => {
          if (file.endsWith(".demo.tsx") || isSourceOfFacts(file)) void server.restart()
        })
    },
    onLog(_level, log) {
      // Meant: a module that both is imported and is loaded later by an import() elsewhere.
      if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT" && log.message.includes("toolbar-panel"))
        return false
      return undefined
    },
    resolveId(id) {
      if (id.startsWith(PREFIX) && id.slice(PREFIX.length) in modules) return "\0" + id
      if (id.startsWith(SITE_DEMO)) return "\0" + id
      return undefined
    },
    load(id) {
      if (id.startsWith("\0" + PREFIX)) return modules[id.slice(PREFIX.length + 1)]?.()
      if (!id.startsWith("\0" + SITE_DEMO)) return undefined
      const slug = id.slice(SITE_DEMO.length + 1)
      const source = bySlug.get(slug)
      if (!source) return undefined
      // The element is defined from the module itself: no catalog, no attribute list. The
      // page's view comes in the same round trip; the toolbar follows the widget, as in embeds.
      return [
        ...staticDefiningModule(source),
        `export { controls }`,
        `export { DemoView } from "/src/showcase/pages/demo-view.tsx"`,
      ].join("\n")
    },
  }
}
