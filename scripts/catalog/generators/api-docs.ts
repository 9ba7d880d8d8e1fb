import type { DemoApiReference } from "../../../src/components/kit/runtime/api-reference.ts"
import type { DemoFolder } from "../demo-folders.ts"
import { lazyImport, moduleText } from "../module-text.ts"

/** A demo's API reference module: `virtual:statebook/api-doc:<slug>`. */
export const API_DOC = "virtual:statebook/api-doc:"

/**
 * `virtual:statebook/api-docs`: a loader of each demo's API reference, its own chunk, so a
 * page or a Controls tab fetches the sentences of one demo, after its widget is up.
 */
export function apiDocsModule(demos: readonly DemoFolder[]): string {
  return moduleText({
    exports: {
      apiDocs: Object.fromEntries(
        demos.map(({ slug }) => [slug, lazyImport(API_DOC + slug, "api")]),
      ),
    },
  })
}

/** A demo's API reference (scripts/catalog/api-reference.ts), as data. */
export function apiDocModule(api: DemoApiReference): string {
  return moduleText({ exports: { api } })
}
