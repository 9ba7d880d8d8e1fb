export const SITE_NAME = "Statebook"

/** The document title of a page: the page's own name first, so tabs stay tellable apart. */
export function pageTitle(pageName?: string): string {
  return pageName ? `${pageName} · ${SITE_NAME}` : SITE_NAME
}
