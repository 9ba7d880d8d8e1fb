import type { ComponentProps } from "react"
import { CopyButton } from "../../components/kit/toolbar/copy-button"
import { elementMarkup } from "../embed-snippet"
import { withGlobals } from "../link-globals"
import type { Preferences } from "../preferences"
import type { AttributeValues } from "../../components/kit/runtime/settings"
import { useArrivedFromZag } from "./arrived-from-zag"
import { VariantLinks } from "./variant-links"

/**
 * The page's address with its settings and the site's theme and direction, to share the demo
 * as the reader sees it; shown above the demo, at its toolbar's end (lazy-embed-panel.tsx).
 */
export function CopyLink({ link, preferences }: { link: string; preferences: Preferences }) {
  return (
    <CopyButton
      text={withGlobals(link, preferences)}
      label="Copy link"
      className="site-copy"
      failedMessage="Copy failed: copy the address bar"
    />
  )
}

/**
 * The markup that embeds this demo as it is set now, as text (never parsed as HTML), with a
 * Copy button: it carries the same settings as the page's link. Then
 * the demo's variants, and for a visitor who came by one of zag's example addresses, which one
 * this page shows: all come after the widget, in this chunk, below it.
 */
export function EmbedPanel(props: {
  slug: string
  attributes: AttributeValues
  variants: readonly { name: string; label: string; summary: string }[]
  Link: ComponentProps<typeof VariantLinks>["Link"]
}) {
  const markup = elementMarkup(props.slug, props.attributes)
  const fromZag = useArrivedFromZag()
  return (
    <>
      {fromZag && (
        <p className="site-zag-note" role="note">
          zag’s <code>{fromZag.example}</code> example is shown here: {fromZag.note}
        </p>
      )}
      <section className="site-embed" aria-labelledby="embed-heading">
        <h2 id="embed-heading">Embed this demo</h2>
        <p>The element with the settings chosen in Controls (defaults are left out):</p>
        <pre className="site-code">
          <code data-testid="embed-snippet">{markup}</code>
        </pre>
        <div className="site-copy-row">
          <CopyButton text={markup} className="site-copy" />
        </div>
      </section>
      <VariantLinks slug={props.slug} variants={props.variants} Link={props.Link} />
    </>
  )
}
