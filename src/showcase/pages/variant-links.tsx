import { Link } from "../router"
import type { SiteDemo } from "../site-demos"

/**
 * A demo's scenarios, each a link with its one-line summary: the demo itself ("Basic") and
 * its variants. The one shown is marked current by the link itself. Nothing for a demo
 * without variants.
 */
export function VariantLinks({ demo }: { demo: SiteDemo }) {
  if (demo.variants.length === 0) return null
  const headingId = `variants-of-${demo.slug}`
  return (
    <nav className="site-variants" aria-labelledby={headingId}>
      <h2 id={headingId}>Variants</h2>
      <ul>
        <li>
          <Link to={`/${demo.slug}`}>Basic</Link>
          <span>The demo itself, with every setting in Controls.</span>
        </li>
        {demo.variants.map((variant) => (
          <li key={variant.name}>
            <Link to={`/${demo.slug}/${variant.name}`}>{variant.label}</Link>
            <span>{variant.summary}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
