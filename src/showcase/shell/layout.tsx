import { useCallback, type ReactNode } from "react"
import { useSearchShortcut } from "../search/use-search-shortcut"
import { SiteHeader } from "./site-header"
import { useSiteMenu } from "./site-menu"
import { NAV_SEARCH_ID, SiteNav } from "./site-nav"
import { CONTENT_ID, SkipLink } from "./skip-link"

/** The page shell: skip link, the header, the nav column (a menu on small screens), content. */
export function Layout({ children }: { children: ReactNode }) {
  const menu = useSiteMenu()
  const { show: showMenu, navRef } = menu
  // On a small screen the nav is folded away: opening it focuses its search box.
  const focusSearch = useCallback(() => {
    const folded = navRef.current?.getClientRects().length === 0
    if (folded) showMenu()
    else document.getElementById(NAV_SEARCH_ID)?.focus()
  }, [showMenu, navRef])
  useSearchShortcut(focusSearch)
  return (
    <div className="site-shell">
      <SkipLink />
      <SiteHeader menuButtonRef={menu.buttonRef} menuButtonProps={menu.buttonProps} />
      <SiteNav ref={menu.navRef} {...menu.navProps} />
      <main id={CONTENT_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
    </div>
  )
}
