import type { ControlSchema } from "./components/kit/runtime/controls"
import {
  DEMO_GROUPS,
  type DemoAbout,
  type DemoGroup,
  type DemoModule,
  type ReservedHeights,
} from "./components/kit/runtime/demo-types"
import { controlsFileOf, demoFileParts } from "./components/kit/runtime/demo-files"
import type { KeyboardMap } from "./components/kit/accessibility/keyboard-map"

/**
 * The demos, read from their folders: a demo is `src/components/<widget>/<slug>.demo.tsx`
 * (its component, loaded lazily) beside `<slug>.controls.ts`, which exports its settings
 * schema and `about` (label, summary, group, keywords), `<slug>.keyboard.ts` (its keyboard
 * map) and `<slug>.heights.json` (its room in reserve.css). Adding a demo is adding its files
 * to a folder (`npm run new-demo <slug>` writes them): nothing else lists it. Everything that
 * needs to know the demos or where their files are uses this module: the nav, routes and home
 * page (through the generated site catalog), the element tags, registration, the manifest,
 * the docs tables, reserve.css and its measuring, the bench and the test sweeps.
 *
 * Importing it imports every demo's schema, which build scripts and tests want; the bundles
 * that ship do not: the element bundle and the showcase generate what they need from it at
 * build time (scripts/demo-entries.ts, scripts/site-catalog.ts), so a page fetches a demo's
 * schema together with its code, on first use.
 */

export { DEMO_GROUPS, type DemoGroup }

export interface CatalogEntry extends DemoAbout {
  /** URL path segment and tag suffix: `/date-picker`, `<demo-date-picker>`. The file name. */
  slug: string
  controls: ControlSchema
  load: () => Promise<DemoModule>
  /** The demo's keyboard map (`<slug>.keyboard.ts`), loaded on demand. */
  keyboard: () => Promise<KeyboardMap>
  /** Its settled heights (`<slug>.heights.json`); none until `npm run measure-heights` ran. */
  reservedHeights: ReservedHeights | undefined
  /** Where the demo's files are, relative to `src/` (`./components/accordion/…`). */
  files: DemoFiles
}

export interface DemoFiles {
  folder: string
  /** `<slug>.controls.ts`: exports the settings schema as `controls` and the demo's `about`. */
  controls: string
  /** `<slug>.demo.tsx`. */
  demo: string
  /** `<slug>.keyboard.ts`: the keys the demo's machines handle (exports `keyboard`). */
  keyboard: string
  /** `<slug>.heights.json`: its settled heights, which reserve.css holds room for. */
  heights: string
}

type ControlsModule = { about?: DemoAbout; controls?: ControlSchema }
type KeyboardModule = { keyboard: KeyboardMap }

// Vite's globs (the browser tests' esbuild bundle gets the same from a plugin in
// web-test-runner.config.mjs): every schema module and every demo's heights now, every demo's
// code and keyboard map on demand.
const controlsModules = import.meta.glob<ControlsModule>("./components/*/*.controls.ts", {
  eager: true,
})
const demoModules = import.meta.glob<DemoModule>("./components/*/*.demo.tsx")
const keyboardModules = import.meta.glob<KeyboardModule>("./components/*/*.keyboard.ts")
const heightsFiles = import.meta.glob<ReservedHeights>("./components/*/*.heights.json", {
  eager: true,
  import: "default",
})

function entryOf(demoPath: string, load: () => Promise<DemoModule>): CatalogEntry {
  const parts = demoFileParts(demoPath)
  if (!parts) throw new Error(`${demoPath}: a demo file is named <slug>.demo.tsx`)
  const { folder, slug } = parts
  const controlsPath = controlsFileOf(parts)
  const module = controlsModules[controlsPath]
  const about = module?.about
  const controls = module?.controls
  if (!about || !controls)
    throw new Error(`${demoPath}: ${controlsPath} must export \`about\` and \`controls\``)
  const keyboardPath = `${folder}/${slug}.keyboard.ts`
  const loadKeyboard = keyboardModules[keyboardPath]
  if (!loadKeyboard) throw new Error(`${demoPath}: ${keyboardPath} must export \`keyboard\``)
  const heightsPath = `${folder}/${slug}.heights.json`
  return {
    slug,
    ...about,
    controls,
    load,
    keyboard: async () => (await loadKeyboard()).keyboard,
    reservedHeights: heightsFiles[heightsPath],
    files: {
      folder,
      controls: controlsPath,
      demo: demoPath,
      keyboard: keyboardPath,
      heights: heightsPath,
    },
  }
}

/** Every demo, in slug order (the manifest's and the docs' order; the nav sorts by label). */
export const catalog: readonly CatalogEntry[] = Object.entries(demoModules)
  .map(([path, load]) => entryOf(path, load))
  .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))

export { demoTag } from "./demo-tag"

export function findDemo(slug: string): CatalogEntry | undefined {
  return catalog.find((entry) => entry.slug === slug)
}
