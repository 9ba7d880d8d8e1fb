import type { ComponentType, ReactNode } from "react"

/** The site's router link (router/link.tsx), handed in: see VariantLinks. */
type LinkComponent = ComponentType<{ to: string; children: ReactNode }>

/**
 * A demo's scenarios, each a link with its one-line summary: the demo itself ("Basic") and
 * its variants. The one shown is marked current by the link itself. Nothing for a demo
 * without variants. It comes after the widget, in the embed panel's chunk, which is handed the
 * router's `Link` (by the page, through its view) rather than importing the router: a chunk
 * importing it besides the page's view made Rolldown split the router out of the site's
 * entry, one request (about 1.2 kB gzip) more on every page.
 */
export function VariantLinks({
  slug,
  variants,
  Link,
}: {
  slug: string
  variants: readonly { name: string; label: string; summary: string }[]
  Link: LinkComponent
}) {
  if (variants.length === 0) return null
  const headingId = `variants-of-${slug}`
  return (
    <nav className="site-variants" aria-labelledby={headingId}>
      <h2 id={headingId}>Variants</h2>
      <ul>
        <li>
          <Link to={`/${slug}`}>Basic</Link>{" "}
          <span>The demo itself, with every setting in Controls.</span>
        </li>
        {variants.map((variant) => (
          <li key={variant.name}>
            <Link to={`/${slug}/${variant.name}`}>{variant.label}</Link>{" "}
            <span>{variant.summary}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}
