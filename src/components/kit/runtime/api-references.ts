import type { DemoApiReference } from "./api-reference"

/**
 * A demo's API reference (`<slug>`: a variant documents its demo's element), fetched on its
 * own: the list of loaders is itself fetched when first asked for, so no code that imports
 * this pays for it until then.
 */
export function loadApiReference(slug: string): Promise<DemoApiReference> {
  return import("virtual:statebook/api-docs").then(({ apiDocs }) => {
    const load = apiDocs[slug.split("/")[0]!]
    if (!load) throw new Error(`No API reference for the ${slug} demo.`)
    return load()
  })
}
