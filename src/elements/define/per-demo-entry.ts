import { defineDemoShells, type ElementRuntime } from "./element-class"
import type { DemoDefinition, LoadedDemo } from "./demo-definition"

/**
 * Set on the built entry's `import.meta` by the build (vite.lib.config.ts): requests every
 * chunk the demo's code imports, however deep, so the code arrives in one round trip rather
 * than one per level of imports. Absent outside the built package.
 */
export const DEMO_FILES = "sbDemoFiles"

const demoFiles = () =>
  (import.meta as unknown as Record<string, (() => void) | undefined>)[DEMO_FILES]

/**
 * What a per-demo entry (`statebook-elements/<slug>`) runs; the entry itself is generated
 * (scripts/catalog/generators/library-entries.ts) and bundles its own copy of this module.
 * It defines the element at once, so when the entry's import resolves the tag, `ready` and
 * the settings' properties exist, and it asks for the element runtime. The demo's code is
 * fetched when an element of the tag comes near the viewport (the element's head start,
 * element-class.ts), beside the runtime: a page importing thirty entries fetches the code of
 * the demos its reader sees. No top-level await: webpack makes every importer of such a
 * module asynchronous, which breaks server rendering in Docusaurus and the like.
 */
export function startDemoEntry(
  definition: Omit<DemoDefinition, "load" | "controls">,
  importDemo: () => Promise<LoadedDemo>,
  importRuntime: () => Promise<ElementRuntime>,
) {
  // One fetch, which the element's head start and its runtime's ask share; after a failure
  // the next ask fetches again (a browser fetches a module whose fetch failed anew).
  let fetching: Promise<LoadedDemo> | null = null
  const load = () =>
    (fetching ??= (demoFiles()?.(), importDemo()).catch((error: unknown) => {
      fetching = null
      throw error
    }))
  defineDemoShells([{ ...definition, load }], importRuntime)
}
