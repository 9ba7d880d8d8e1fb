/** The custom element tag of a demo. Its own module, so an element can name itself without importing the catalog. */
export function demoTag(slug: string): string {
  return `demo-${slug}`
}
