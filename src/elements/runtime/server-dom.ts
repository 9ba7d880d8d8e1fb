import { createElement } from "react"
import { hydrateRoot } from "react-dom/client"
import type { ElementRoot } from "./element-root"
import { ServedRoot } from "./served-root"

/**
 * A server-rendered element (server/demo-markup.tsx) shows the server's HTML until its demo's
 * code is here, then React hydrates that HTML in place: the same nodes, now live.
 */
export function hydrateWhenReady(handle: ElementRoot, renderAfresh: (handle: ElementRoot) => void) {
  if (handle.root) return
  const stylesheets = [...handle.container.querySelectorAll(":scope > link[data-sb-style]")].map(
    (link) => link.getAttribute("href") ?? "",
  )
  handle.view = (props) => createElement(ServedRoot, { ...props, stylesheets })
  if (handle.props.failed) return renderAfresh(handle)
  if (!handle.props.Demo) return
  const tag = handle.container.host.localName
  // React takes a shadow root as it takes an element (its types name elements only).
  handle.root = hydrateRoot(handle.container as unknown as Element, handle.view(handle.props), {
    // React then renders the element afresh: it works, but the reader saw it change.
    onRecoverableError: (error) =>
      console.warn(
        `<${tag}>: its server-rendered HTML did not match its first render, so it was rendered again.`,
        error,
      ),
  })
}
