import type { ReactNode } from "react"
import { SiteHeader } from "./site-header"
import { useSiteMenu } from "./site-menu"
import { SiteNav } from "./site-nav"
import { CONTENT_ID, SkipLink } from "./skip-link"

/** The page shell: skip link, the header, the nav column (a menu on small screens), content. */
export function Layout({ children }: { children: ReactNode }) {
  const menu = useSiteMenu()
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
