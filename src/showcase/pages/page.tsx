import { useEffect, useRef, type ReactNode } from "react"
import { pageTitle } from "../page-title"
import { useLocation } from "../router"

interface PageProps {
  /** The page's heading, also the first part of the document title. */
  heading: string
  /** The title's page part when it differs from the heading; "" for the site name alone. */
  titleName?: string
  children: ReactNode
}

/**
 * One page of the site: its heading and title. After an in-page navigation the heading
 * takes focus, so a screen reader announces the new page and Tab continues from there,
 * and a link click starts the new page at the top (back/forward leave scrolling alone).
 */
export function Page({ heading, titleName = heading, children }: PageProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const location = useLocation()

  useEffect(() => {
    document.title = pageTitle(titleName)
  }, [titleName])

  useEffect(() => {
    // A settings edit (replace) keeps the visitor where they are.
    if (location.kind === "initial" || location.kind === "replace") return
    if (location.kind === "push") window.scrollTo(0, 0)
    headingRef.current?.focus({ preventScroll: true })
  }, [location])

  return (
    <article className="site-page">
      <h1 ref={headingRef} tabIndex={-1} className="site-page-heading">
        {heading}
      </h1>
      {children}
    </article>
  )
}
