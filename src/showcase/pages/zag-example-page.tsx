import { useLayoutEffect } from "react"
import { findSiteDemo } from "../site-demos"
import { zagExampleAddress, type ZagExampleAddress } from "../zag-examples"
import type { ArrivedFromZag } from "./arrived-from-zag"
import { NotFoundPage } from "./not-found-page"

/**
 * A path shaped as one of zag's example addresses (`/dialog/controlled`), in a chunk of its
 * own with the table of them (lazy-zag-example-page.tsx): replaced by the address of the page
 * that shows it, which says it stands for zag's page (demo-page.tsx); "Page not found" if
 * zag has no such page.
 */
export function ZagExamplePage({ example, path }: { example: string; path: string }) {
  const address = zagExampleAddress(example, (slug) => findSiteDemo(slug) !== undefined)
  if (!address) return <NotFoundPage path={path} />
  return <ZagExampleRedirect example={example} address={address} />
}

function ZagExampleRedirect(props: { example: string; address: ZagExampleAddress }) {
  const { example, address } = props
  useLayoutEffect(() => {
    // The address stands for another: it is replaced, leaving no entry to go back to, and the
    // router reads the new one as after back or forward. The note stays with the entry
    // through reloads and settings edits.
    const state: ArrivedFromZag = { zagExample: { example, note: address.note } }
    window.history.replaceState(state, "", new URL(address.to, window.location.href))
    window.dispatchEvent(new PopStateEvent("popstate", { state }))
  }, [example, address])
  return (
    <p role="status" className="site-demo-loading">
      Opening zag’s {example} example…
    </p>
  )
}
