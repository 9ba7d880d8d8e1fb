import { DemoLinks } from "./demo-links"

/** The nav landmark listing every demo. */
export function SiteNav() {
  return (
    <nav aria-label="Demos" className="site-nav">
      <DemoLinks className="site-nav-list" />
    </nav>
  )
}
