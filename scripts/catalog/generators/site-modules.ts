import { DEMO_GROUPS } from "../../../src/components/kit/runtime/demo-types.ts"
import { elementDefinitionOf, type DemoFacts } from "../demo-facts.ts"
import { binding, callOf, lazyImport, moduleText } from "../module-text.ts"
import { demoModuleId } from "./library-entries.ts"

/**
 * The showcase's view of the catalog (vite.app.config.ts), generated so that no page imports
 * the catalog itself, which imports every demo's schema. Typed in src/showcase/site-catalog.d.ts.
 */
export const SITE_PREFIX = "virtual:statebook-site/"
export const SITE_DEMO = "statebook-site-demo:"
/** How Rolldown names a demo's (or a variant's) chunk from its module id, before the slug. */
export const SITE_DEMO_CHUNK = /^_statebook-(site-)?demo_/

/**
 * `virtual:statebook-site/…`: `demos` (slug, label and a loader per demo, and its variants'
 * names, labels and summaries, for the nav, the routes and the pages), `home` (groups and one-line summaries, loaded with the home page)
 * and `keywords` (the words the search matches besides labels, by slug and by
 * `<slug>/<variant>`, loaded with the search).
 */
export function siteModules(demos: readonly DemoFacts[]): Record<string, () => string> {
  return {
    demos: () =>
      moduleText({
        exports: {
          demos: demos.map(({ slug, label, variants }) => ({
            slug,
            label,
            load: lazyImport(SITE_DEMO + slug),
            variants: variants.map(({ name, label: variantLabel, summary }) => ({
              name,
              label: variantLabel,
              summary,
            })),
          })),
        },
      }),
    home: () =>
      moduleText({
        exports: {
          groups: DEMO_GROUPS,
          summaries: Object.fromEntries(
            demos.map(({ slug, group, summary }) => [slug, { group, summary }]),
          ),
        },
      }),
    keywords: () =>
      moduleText({
        exports: {
          keywords: Object.fromEntries(
            demos.flatMap(({ slug, keywords, variants }) => [
              [slug, keywords],
              ...variants.map(({ name, keywords: own }) => [`${slug}/${name}`, own]),
            ]),
          ),
        },
      }),
  }
}

/**
 * A demo's chunk of the showcase: it defines the demo's element from its code and schema,
 * imported statically (the page's own code), and brings the page's view in the same round
 * trip; the toolbar follows the widget, as in embeds.
 */
export function siteDemoModule(demo: DemoFacts): string {
  return moduleText({
    imports: [
      ["{ definePageDemo }", "/src/showcase/pages/define-page-demo.ts"],
      ["{ controls }", demo.files.controls],
      ["* as demo", demo.files.demo],
    ],
    run: callOf(
      "definePageDemo",
      // Each variant's code and schema is a chunk of its own, fetched when a page shows it.
      elementDefinitionOf(demo, ({ name }) => lazyImport(demoModuleId(demo.slug, name))),
      binding("demo"),
      binding("controls"),
    ),
    exports: {
      // A variant page's settings schema: the variant's chunk, which its element fetches too.
      variantControls: Object.fromEntries(
        demo.variants.map(({ name }) => [
          name,
          lazyImport(demoModuleId(demo.slug, name), "controls"),
        ]),
      ),
    },
    reexports: [
      ["controls", demo.files.controls],
      ["DemoView", "/src/showcase/pages/demo-view.tsx"],
    ],
  })
}
