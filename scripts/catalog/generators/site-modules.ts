import { DEMO_GROUPS } from "../../../src/components/kit/runtime/demo-types.ts"
import { titleOfSlug } from "../../../src/showcase/title-of-slug.ts"
import { elementDefinitionOf, VARIANT_CHOICE, type DemoFacts } from "../demo-facts.ts"
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
 * `virtual:statebook-site/…`: `demos` (slug, label and a loader per demo, for the nav, the
 * routes and the pages: in the site's entry, so nothing of the variants is), `home` (groups,
 * one-line summaries and the variants' names, loaded with the home page and by prerendering)
 * and `keywords` (the words the search matches besides labels, and the variants' labels and
 * words by `<slug>/<variant>`, loaded with the search). A demo's page gets its variants with
 * its own chunk.
 */
export function siteModules(demos: readonly DemoFacts[]): Record<string, () => string> {
  return {
    demos: () =>
      moduleText({
        exports: {
          // Every page's entry holds this list: a label the site derives is left out.
          demos: demos.map(({ slug, label }) => ({
            slug,
            label: label === titleOfSlug(slug) ? undefined : label,
            load: lazyImport(SITE_DEMO + slug),
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
          variantNames: Object.fromEntries(
            demos.map(({ slug, variants }) => [slug, variants.map(({ name }) => name)]),
          ),
        },
      }),
    keywords: () =>
      moduleText({
        exports: {
          keywords: Object.fromEntries(demos.map(({ slug, keywords }) => [slug, keywords])),
          variants: demos.flatMap(({ slug, variants }) =>
            variants.map(({ name, label, keywords }) => ({ slug, name, label, keywords })),
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
      ...(demo.variants.length > 0 ? [["{ variantChooser }", VARIANT_CHOICE] as const] : []),
    ],
    run: callOf(
      "definePageDemo",
      // Each variant's code and schema is a chunk of its own, fetched when a page shows it.
      elementDefinitionOf(demo, ({ name }) => lazyImport(demoModuleId(demo.slug, name))),
      binding("demo"),
      binding("controls"),
    ),
    exports: {
      // The page's lead: what the widget is and when to use it.
      lead: `${demo.summary} ${demo.use}`,
      // What the demo's page lists of its variants.
      variants: demo.variants.map(({ name, label, summary }) => ({ name, label, summary })),
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
