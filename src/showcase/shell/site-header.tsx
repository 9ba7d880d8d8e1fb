import { SITE_NAME } from "../page-title"
import { Link } from "../router"
import { PreferenceSwitches } from "./preference-switches"

/** The top bar: the site name (a link home) and the theme and direction switches. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="site-brand">
        {SITE_NAME}
      </Link>
      <PreferenceSwitches />
    </header>
  )
}
