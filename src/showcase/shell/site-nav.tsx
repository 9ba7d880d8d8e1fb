import { Link } from "../router"
import { SITE_NAME } from "../page-title"
import { DemoLinks } from "./demo-links"

/** The left column: the site name (a link home) and the nav landmark listing every demo. */
export function SiteNav() {
  return (
    <header className="site-sidebar">
      <Link to="/" className="site-brand">
        {SITE_NAME}
      </Link>
      <nav aria-label="Demos" className="site-nav">
        <DemoLinks className="site-nav-list" />
      </nav>
    </header>
  )
}
