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
  // A page whose policy allows no inline styles blocks the server HTML's style attributes
  // (zag's hidden native select, a popup's position), and hydration keeps them as they are:
  // set through the CSSOM, which the policy allows, they apply. Only those the browser did not
  // apply: the others keep their text, which hydration compares.
  for (const styled of handle.container.querySelectorAll<HTMLElement>("[style]"))
    if (styled.style.length === 0) styled.style.cssText = styled.getAttribute("style") ?? ""
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
