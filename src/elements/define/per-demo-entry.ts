import { defineDemoShells, type ElementRuntime } from "./element-class"
import type { DemoDefinition, LoadedDemo } from "./demo-definition"

/**
 * What a per-demo entry (`statebook-elements/<slug>`) runs; the entry itself is generated
 * (scripts/catalog/generators/library-entries.ts) and bundles its own copy of this module.
 * It defines the element at once, so when the entry's import resolves the tag, `ready` and
 * the settings' properties exist, and it asks for the element runtime. The demo's code (which
 * the build makes the entry's import of the demo request in one round trip) is fetched when an element of the tag comes near the viewport (the element's head start,
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
    (fetching ??= importDemo().catch((error: unknown) => {
      fetching = null
      throw error
    }))
  defineDemoShells([{ ...definition, load }], importRuntime)
}
