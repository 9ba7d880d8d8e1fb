import { defineDemoShells, type ElementRuntime } from "./element-class"
import type { DemoDefinition, LoadedDemo } from "./demo-definition"

/**
 * What a per-demo entry (`statebook-elements/<slug>`) runs; the entry itself is generated
 * (scripts/catalog/generators/library-entries.ts) and bundles its own copy of this module.
 * It defines the element at once, so when the entry's import resolves the tag, `ready` and
 * the settings' properties exist; and it starts fetching the demo's code and the element
 * runtime side by side, both one round trip after the entry. No top-level await: webpack
 * makes every importer of such a module asynchronous, which breaks server rendering in
 * Docusaurus and the like.
 */
export function startDemoEntry(
  definition: Omit<DemoDefinition, "load" | "controls">,
  importDemo: () => Promise<LoadedDemo>,
  importRuntime: () => Promise<ElementRuntime>,
  /** For a demo with variants: whether the page may show the demo itself (variant-choice.ts). */
  headStart?: () => boolean,
) {
  let first: Promise<LoadedDemo> | null = !headStart || headStart() ? importDemo() : null
  // Handled by the element when it asks for the code; not an unhandled rejection meanwhile.
  // A head start that failed is not handed out: the element's first ask fetches anew, and a
  // Retry after a failure fetches again.
  first?.catch(() => (first = null))
  const load = () => {
    const started = first ?? importDemo()
    first = null
    return started
  }
  defineDemoShells([{ ...definition, load }], importRuntime)
}
