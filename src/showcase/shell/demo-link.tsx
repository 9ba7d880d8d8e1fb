import { prefetchDemo } from "../pages/demo-loader"
import { Link } from "../router"
import type { SiteDemo } from "../site-demos"

/** A link to a demo's page that starts fetching the demo when it is hovered or focused. */
export function DemoLink({ demo }: { demo: SiteDemo }) {
  const prefetch = () => prefetchDemo(demo)
  return (
    <Link to={`/${demo.slug}`} onPointerEnter={prefetch} onFocus={prefetch}>
      {demo.label}
    </Link>
  )
}
