/**
 * A slug's words, each capitalised: `angle-slider` -> `Angle Slider`. Most demos are labelled
 * so; the site's list of demos (scripts/catalog/generators/site-modules.ts) holds only the
 * labels that differ, and the site derives the rest (every nav entry is in every page's entry).
 */
export const titleOfSlug = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
