import { defineDemoShells, type ElementRuntime } from "./element-class"
import type { DemoDefinition } from "./demo-definition"

/**
 * What the all-demos entry (`statebook-elements`) runs; the entry itself is generated
 * (scripts/catalog/generators/library-entries.ts) and bundles its own copy of this module.
 * Like a per-demo entry it defines every element at once and asks for the runtime rather
 * than waiting for it; each element near the viewport requests its demo's code beside it
 * (element-class.ts). Returns the entry's `defineDemoElements` export, which defines the
 * elements again (a no-op for tags already defined) and resolves once they are.
 */
export function startAllDemosEntry(
  definitions: readonly DemoDefinition[],
  importRuntime: () => Promise<ElementRuntime>,
): () => Promise<void> {
  defineDemoShells(definitions, importRuntime)
  return () => {
    defineDemoShells(definitions, importRuntime)
    return Promise.resolve()
  }
}
