import { createElement, type ReactElement, type ReactNode } from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type { RootProps } from "./element-root"
import { ServedRoot } from "./served-root"

/**
 * The React root of a server-rendered element (server/demo-markup.tsx): the server's HTML
 * stays as it is while the element waits for its demo's code, then React hydrates it in place
 * (the same nodes, now live). If the code failed to load, the element renders afresh, with
 * its error box. The stylesheet links the server put first are rendered too, so hydration
 * finds its own tree and keeps them.
 */
export function hydratingRoot(container: ShadowRoot): Root {
  const tag = container.host.localName
  const stylesheets = [...container.querySelectorAll(":scope > link[data-sb-style]")].map(
    (link) => link.getAttribute("href") ?? "",
  )
  const served = (children: ReactNode) =>
    createElement(ServedRoot, { ...(children as ReactElement<RootProps>).props, stylesheets })
  let root: Root | null = null
  return {
    render(children) {
      const props = (children as ReactElement<RootProps>).props
      if (root) return root.render(served(children))
      if (props.failed) {
        root = createRoot(container as unknown as Element)
        return root.render(served(children))
      }
      if (!props.Demo) return
      showBlockedStyles(container)
      // React takes a shadow root as it takes an element (its types name elements only).
      root = hydrateRoot(container as unknown as Element, served(children), {
        // React then renders the element afresh: it works, but the reader saw it change.
        onRecoverableError: (error) =>
          console.warn(
            `<${tag}>: its server-rendered HTML did not match its first render, so it was rendered again.`,
            error,
          ),
      })
    },
    unmount() {
      // Removed before it was hydrated: the server's HTML goes, and it renders afresh if it
      // comes back.
      if (root) root.unmount()
      else container.replaceChildren()
    },
  }
}

/**
 * A page whose policy allows no inline styles blocks the server HTML's style attributes
 * (zag's hidden native select, a popup's position), and hydration keeps them as they are:
 * set through the CSSOM, which the policy allows, they apply. Only those the browser did not
 * apply: the others keep their text, which hydration compares.
 */
function showBlockedStyles(container: ShadowRoot) {
  for (const styled of container.querySelectorAll<HTMLElement>("[style]"))
    if (styled.style.length === 0) styled.style.cssText = styled.getAttribute("style") ?? ""
}
