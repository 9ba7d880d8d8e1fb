import type { ButtonHTMLAttributes, Ref } from "react"
import { SITE_NAME } from "../page-title"
import { loadHomePage } from "../pages/lazy-home-page"
import { preload } from "../lazy-module"
import { Link, useLocation } from "../router"
import { findSiteDemo } from "../site-demos"
import { PreferenceSwitches } from "./preference-switches"

interface SiteHeaderProps {
  menuButtonRef: Ref<HTMLButtonElement>
  menuButtonProps: ButtonHTMLAttributes<HTMLButtonElement>
}

const prefetchHome = () => {
  preload(loadHomePage).catch(() => {
    // The page shows the failure if the visitor goes there.
  })
}

/**
 * The top bar: the menu button and the current demo's name (small screens only), the site
 * name (a link home), and the theme and direction switches.
 */
export function SiteHeader({ menuButtonRef, menuButtonProps }: SiteHeaderProps) {
  const { path } = useLocation()
  const current = findSiteDemo(path.slice(1))
  return (
    <header className="site-header">
      <button ref={menuButtonRef} type="button" className="site-menu-button" {...menuButtonProps}>
        <span aria-hidden="true" className="site-menu-icon" />
        Menu
      </button>
      <Link to="/" className="site-brand" onPointerEnter={prefetchHome} onFocus={prefetchHome}>
        {SITE_NAME}
      </Link>
      {current && <span className="site-current">{current.label}</span>}
      <PreferenceSwitches />
    </header>
  )
}
