import { demos } from "virtual:statebook/catalog"
import type { KeyboardMap } from "./components/kit/accessibility/keyboard-map"
import { loadKeyboardMap } from "./components/kit/accessibility/keyboard-maps"
import type { ControlSchema } from "./components/kit/runtime/controls"
import {
  DEMO_GROUPS,
  type DemoAbout,
  type DemoGroup,
  type DemoModule,
  type ReservedHeights,
  type VariantAbout,
} from "./components/kit/runtime/demo-types"

/**
 * The demos, as the catalog plugin (scripts/catalog/) read them from their folders: a demo is
 * `src/components/<widget>/<slug>.demo.tsx` (its component, loaded lazily) beside
 * `<slug>.controls.ts`, which exports its settings schema as `controls` and what it says of
 * itself as `about` (label, summary, use, group, keywords), `<slug>.keyboard.ts` and
 * `<slug>.heights.json` (its room in reserve.css). Adding a
 * demo is adding its folder's files (`npm run new-demo <slug>` writes them): nothing else
 * lists it. Build scripts and tests read the demos here; the bundles that ship get what they
 * need from the plugin's other modules, so a page fetches a demo's schema with its code.
 */

export { DEMO_GROUPS, type DemoGroup }

export type DemoFiles = (typeof demos)[number]["files"]

/**
 * One of a demo's variants: `<slug>.<name>.variant.tsx` beside `<slug>.<name>.controls.ts`
 * (its `about`, and `controls` where its settings are its own). `/<slug>/<name>` on the site,
 * `<demo-<slug> variant="<name>">` as an element.
 */
export interface CatalogVariant extends VariantAbout {
  name: string
  /** Its own schema, or the demo's. */
  controls: ControlSchema
  load: () => Promise<DemoModule>
  /** `page`: its page object; `keyboard`: its own keyboard map, where its machines differ from the demo's. */
  files: { component: string; controls: string; page?: string; keyboard?: string }
}

export interface CatalogEntry extends DemoAbout {
  /** URL path segment and tag suffix: `/date-picker`, `<demo-date-picker>`. The file name. */
  slug: string
  controls: ControlSchema
  load: () => Promise<DemoModule>
  /** The demo's keyboard map (`<slug>.keyboard.ts`), loaded on demand. */
  keyboard: () => Promise<KeyboardMap>
  /** Its settled heights (`<slug>.heights.json`), which reserve.css holds room for. */
  reservedHeights: ReservedHeights
  /** The demo's folder, from the repository's root (`/src/components/accordion`). */
  folder: string
  /** Its files, from the repository's root. */
  files: DemoFiles
  /** zag's other example scenarios of this demo, in name order. */
  variants: readonly CatalogVariant[]
}

/** Every demo, in slug order (the manifest's and the docs' order; the nav sorts by label). */
export const catalog: readonly CatalogEntry[] = demos.map(
  ({ slug, folder, files, schemaModule: { about, controls }, reservedHeights, load, variants }) => {
    if (!about || !controls)
      throw new Error(
        `${files.controls} must export \`about\` and \`controls\` (the ${slug} demo).`,
      )
    const keyboard = () => loadKeyboardMap(slug)
    return {
      slug,
      ...about,
      controls,
      load,
      keyboard,
      reservedHeights,
      folder,
      files,
      variants: variants.map((variant) => {
        const own = variant.schemaModule
        if (!own.about)
          throw new Error(`${variant.files.controls} must export \`about\` (a ${slug} variant).`)
        return {
          name: variant.name,
          ...own.about,
          controls: own.controls ?? controls,
          load: variant.load,
          files: variant.files,
        }
      }),
    }
  },
)

export { demoTag } from "./demo-tag"

export function findDemo(slug: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.slug === slug)
}

/** A demo's variant by name, or undefined. */
export function findVariant(slug: string, name: string): CatalogVariant | undefined {
  return findDemo(slug)?.variants.find((variant) => variant.name === name)
}
