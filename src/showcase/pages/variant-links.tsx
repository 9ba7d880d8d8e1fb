import { Link } from "../router"

/**
 * A demo's scenarios, each a link with its one-line summary: the demo itself ("Basic") and
 * its variants. The one shown is marked current by the link itself. Nothing for a demo
 * without variants. In the chunk every demo page shares, with the page's view.
 */
export function VariantLinks({
  slug,
  variants,
}: {
  slug: string
  variants: readonly { name: string; label: string; summary: string }[]
}) {
  if (variants.length === 0) return null
  const headingId = `variants-of-${slug}`
  return (
    <nav className="site-variants" aria-labelledby={headingId}>
      <h2 id={headingId}>Variants</h2>
      <ul>
        <li>
          <Link to={`/${slug}`}>Basic</Link>
          <span>The demo itself, with every setting in Controls.</span>
        </li>
        {variants.map((variant) => (
          <li key={variant.name}>
            <Link to={`/${slug}/${variant.name}`}>{variant.label}</Link>
            <span>{variant.summary}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
