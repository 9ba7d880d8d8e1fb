import type { ReactNode } from "react"
import { SiteNav } from "./site-nav"
import { CONTENT_ID, SkipLink } from "./skip-link"

/** The page shell: skip link, the nav column and the content area. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="site-shell">
      <SkipLink />
      <SiteNav />
      <main id={CONTENT_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
    </div>
  )
}
