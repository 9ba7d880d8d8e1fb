import type { HTMLAttributes, Ref } from "react"
import { DemoSearch } from "../search/demo-search"
import { DemoLinks } from "./demo-links"

export const NAV_SEARCH_ID = "nav-search"

/** The nav landmark: the demo search, and every demo while the search box is empty. */
export function SiteNav({
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }) {
  return (
    <nav ref={ref} aria-label="Demos" className="site-nav" {...props}>
      <DemoSearch id={NAV_SEARCH_ID} shortcut>
        <DemoLinks className="site-nav-list" />
      </DemoSearch>
    </nav>
  )
}
