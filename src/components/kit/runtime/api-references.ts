import type { DemoApiReference } from "./api-reference"

const references = new Map<string, Promise<DemoApiReference>>()

/**
 * A demo's API reference (a variant, `<slug>/<name>`, documents its demo's element), fetched
 * once, on its own: the list of loaders is itself fetched when first asked for, so no code
 * that imports this pays for it until then.
 */
export function loadApiReference(slug: string): Promise<DemoApiReference> {
  const demo = slug.split("/")[0]!
  let reference = references.get(demo)
  if (!reference) {
    reference = import("virtual:statebook/api-docs").then(({ apiDocs }) => {
      const load = apiDocs[demo]
      if (!load) throw new Error(`No API reference for the ${demo} demo.`)
      return load()
    })
    references.set(demo, reference)
    // A later call tries again.
    reference.catch(() => references.delete(demo))
  }
  return reference
}
