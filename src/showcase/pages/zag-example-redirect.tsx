import { useLayoutEffect } from "react"
import { redirect } from "../router"
import type { ZagExampleAddress } from "../zag-examples"

/** What the history entry of a page reached by zag's address keeps: where from, and how. */
export interface ArrivedFromZag {
  zagExample: { example: string; note: string }
}

/** The note a page reached by one of zag's example addresses shows, if it was. */
export function arrivedFromZag(): ArrivedFromZag["zagExample"] | null {
  const state = window.history.state as Partial<ArrivedFromZag> | null
  return state?.zagExample ?? null
}

/**
 * zag's example address (`/dialog/controlled`): replaced by the address of the page that
 * shows it, which says it stands for zag's page (see demo-page.tsx).
 */
export function ZagExampleRedirect(props: { example: string; address: ZagExampleAddress }) {
  const { example, address } = props
  useLayoutEffect(() => {
    redirect(address.to, { zagExample: { example, note: address.note } } satisfies ArrivedFromZag)
  }, [example, address])
  return (
    <p role="status" className="site-demo-loading">
      Opening zag’s {example} example…
    </p>
  )
}
