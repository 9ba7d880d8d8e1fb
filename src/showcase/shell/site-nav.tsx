import type { HTMLAttributes, Ref } from "react"
import { DemoLinks } from "./demo-links"

/** The nav landmark listing every demo. */
export function SiteNav({
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }) {
  return (
    <nav ref={ref} aria-label="Demos" className="site-nav" {...props}>
      <DemoLinks className="site-nav-list" />
    </nav>
  )
}
