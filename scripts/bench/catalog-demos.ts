import { controlDefaults, type ControlSchema } from "../../src/components/kit/runtime/controls"

/**
 * The demos to measure, from the catalog itself: each entry's slug, its demo module's file
 * and its default control values.
 */

export interface BenchDemo {
  slug: string
  /** Repository-relative path of the module the catalog's loader imports. */
  demoFile: string
  /** The values the demo renders with when no attribute is set. */
  values: Record<string, unknown>
}

interface CatalogLike {
  slug: string
  controls: ControlSchema
  /** The demo module, from the repository's root (`/src/components/x/x.demo.tsx`). */
  files: { demo: string }
}

export function benchDemos(catalog: readonly CatalogLike[]): BenchDemo[] {
  return catalog.map((entry) => ({
    slug: entry.slug,
    demoFile: entry.files.demo.slice(1),
    values: controlDefaults(entry.controls),
  }))
}
