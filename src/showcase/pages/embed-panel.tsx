import { useState } from "react"
import { elementMarkup } from "../embed-snippet"

type CopyStatus = "idle" | "copied" | "failed"

/**
 * The markup that embeds this demo as it is set now, as text (never parsed as HTML), with a
 * Copy button. The page feeds it the element's `controlschange` values.
 */
export function EmbedPanel(props: {
  slug: string
  attributes: Record<string, string | number | boolean>
}) {
  const markup = elementMarkup(props.slug, props.attributes)
  const [status, setStatus] = useState<{ for: string; status: CopyStatus }>({
    for: "",
    status: "idle",
  })
  const shown = status.for === markup ? status.status : "idle"

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markup)
      setStatus({ for: markup, status: "copied" })
    } catch {
      // No clipboard permission (or an insecure page): the text stays selectable.
      setStatus({ for: markup, status: "failed" })
    }
  }

  return (
    <section className="site-embed" aria-labelledby="embed-heading">
      <h2 id="embed-heading">Embed this demo</h2>
      <p>The element with the settings chosen in Controls (defaults are left out):</p>
      <pre className="site-code">
        <code data-testid="embed-snippet">{markup}</code>
      </pre>
      <button type="button" className="site-copy" onClick={copy}>
        Copy
      </button>{" "}
      <span role="status">
        {shown === "copied" ? "Copied" : shown === "failed" ? "Copy failed: select the text" : ""}
      </span>
    </section>
  )
}
