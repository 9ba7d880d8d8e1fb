import type { ReactNode } from "react"
import { SiteHeader } from "./site-header"
import { SiteNav } from "./site-nav"
import { CONTENT_ID, SkipLink } from "./skip-link"

/** The page shell: skip link, the header, the nav column and the content area. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="site-shell">
      <SkipLink />
      <SiteHeader />
      <SiteNav />
      <main id={CONTENT_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
    </div>
  )
}
