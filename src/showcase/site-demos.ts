import { demos } from "virtual:statebook-site/demos"

/** A demo as the showcase knows it up front: what the nav and the routes need, and a loader. */
export type SiteDemo = (typeof demos)[number]

/** Every demo, in catalog order. Their schemas and code stay in their own chunks. */
export const siteDemos: readonly SiteDemo[] = demos

export function findSiteDemo(slug: string): SiteDemo | undefined {
  return siteDemos.find((demo) => demo.slug === slug)
}

/** A demo's page heading, or a variant's: "Popover: Several triggers". */
export function demoHeading(demo: SiteDemo, variant?: string): string {
  const shown = demo.variants.find(({ name }) => name === variant)
  return shown ? `${demo.label}: ${shown.label}` : demo.label
}
