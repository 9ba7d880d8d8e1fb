import { controlDefaults, type ControlSchema } from "../../src/components/kit/controls"

/**
 * The demos to measure, from the catalog itself: each entry's slug, the source file its
 * loader imports (read from the loader's text, never called) and its default control values.
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
  load: () => unknown
  controls?: ControlSchema
}

// Loaded through Vite's module runner, `() => import("./components/x/x.demo")` reads
// `() => __vite_ssr_dynamic_import__("/src/components/x/x.demo.tsx")`: the resolved file.
const LOADED_FILE = /import\w*\(\s*["'`]\/(src\/[^"'`]+)["'`]/

export function benchDemos(catalog: readonly CatalogLike[]): BenchDemo[] {
  return catalog.map((entry) => {
    const match = LOADED_FILE.exec(entry.load.toString())
    if (!match) throw new Error(`catalog entry ${entry.slug}: its loader names no module`)
    const values = controlDefaults(entry.controls ?? {})
    return { slug: entry.slug, demoFile: match[1]!, values }
  })
}
