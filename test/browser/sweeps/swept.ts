import { catalog, type CatalogEntry } from "../../../src/catalog"
import type { ControlSchema } from "../../../src/components/kit/runtime/controls"

/**
 * What the sweeps cover: every demo, or those named in `WTR_DEMOS` (comma-separated slugs,
 * e.g. `WTR_DEMOS=date-input npm run test:browser`), so work on one demo runs every sweep
 * over it alone. CI never sets it.
 */
const only = (import.meta.env.WTR_DEMOS ?? "")
  .split(",")
  .map((slug: string) => slug.trim())
  .filter(Boolean)

export const sweptDemos: readonly CatalogEntry[] =
  only.length > 0 ? catalog.filter(({ slug }) => only.includes(slug)) : catalog

/** One scenario the sweeps mount: a demo, or one of its variants. */
export interface SweptScenario {
  slug: string
  /** `popover`, or `popover/multiple-trigger`: the key of its test facts. */
  key: string
  /** How a test names it: `<demo-popover variant="multiple-trigger">`. */
  name: string
  /** The attributes that mount it (`variant` for a variant). */
  attributes: Readonly<Record<string, string>>
  /** The settings it takes: the variant's own schema, or its demo's. */
  controls: ControlSchema
}

/** Every swept demo and each of its variants: a variant is swept by being one. */
export const sweptScenarios: readonly SweptScenario[] = sweptDemos.flatMap((demo) => [
  {
    slug: demo.slug,
    key: demo.slug,
    name: `<demo-${demo.slug}>`,
    attributes: {},
    controls: demo.controls,
  },
  ...demo.variants.map((variant) => ({
    slug: demo.slug,
    key: `${demo.slug}/${variant.name}`,
    name: `<demo-${demo.slug} variant="${variant.name}">`,
    attributes: { variant: variant.name },
    controls: variant.controls,
  })),
])
