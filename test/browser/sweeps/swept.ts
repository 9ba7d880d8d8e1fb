import { catalog, type CatalogEntry } from "../../../src/catalog"

/**
 * The demos the sweeps cover: all of them, or the ones named in `WTR_DEMOS` (comma-separated
 * slugs, e.g. `WTR_DEMOS=date-input npm run test:browser`), so work on one demo can run every
 * sweep over it alone. CI never sets it.
 */
const only = (import.meta.env.WTR_DEMOS ?? "")
  .split(",")
  .map((slug: string) => slug.trim())
  .filter(Boolean)

export const sweptDemos: readonly CatalogEntry[] =
  only.length > 0 ? catalog.filter(({ slug }) => only.includes(slug)) : catalog
