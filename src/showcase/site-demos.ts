import { demos } from "virtual:statebook-site/demos"
import { titleOfSlug } from "./title-of-slug"

/** A demo as the showcase knows it up front: what the nav and the routes need, and a loader. */
export type SiteDemo = (typeof demos)[number] & { label: string }

/**
 * Every demo, in catalog order, labelled (a label the list leaves out is the slug's words).
 * Their schemas and code stay in their own chunks.
 */
export const siteDemos: readonly SiteDemo[] = demos.map((demo) => ({
  ...demo,
  label: demo.label ?? titleOfSlug(demo.slug),
}))

export function findSiteDemo(slug: string): SiteDemo | undefined {
  return siteDemos.find((demo) => demo.slug === slug)
}

/**
 * A demo's page heading, or a variant's, from its address alone ("Popover: multiple
 * trigger"), so the page is titled before the variant's label arrives with its chunk, and
 * renders the same ahead of time.
 */
export function demoHeading(demo: { label: string }, variant?: string): string {
  return variant ? `${demo.label}: ${variant.replace(/-/g, " ")}` : demo.label
}
