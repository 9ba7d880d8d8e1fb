import type { ComponentProps } from "react"
import { CopyButton } from "../../components/kit/toolbar/copy-button"
import { elementMarkup } from "../embed-snippet"
import type { AttributeValues } from "../../components/kit/runtime/settings"
import { useArrivedFromZag } from "./arrived-from-zag"
import { VariantLinks } from "./variant-links"

/**
 * The markup that embeds this demo as it is set now, as text (never parsed as HTML), with a
 * Copy button, and a Copy link button for the page's URL: both carry the same settings. Then
 * the demo's variants, and for a visitor who came by one of zag's example addresses, which one
 * this page shows: all come after the widget, in this chunk, below it.
 */
export function EmbedPanel(props: {
  slug: string
  attributes: AttributeValues
  link: string
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
          <CopyButton
            text={props.link}
            label="Copy link"
            className="site-copy"
            failedMessage="Copy failed: copy the address bar"
          />
        </div>
      </section>
      <VariantLinks slug={props.slug} variants={props.variants} Link={props.Link} />
    </>
  )
}
