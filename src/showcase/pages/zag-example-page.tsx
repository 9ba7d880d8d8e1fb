import { useEffect, useLayoutEffect, useState } from "react"
import { useLazyModule } from "../lazy-module"
import { redirect, useLocation } from "../router"
import { findSiteDemo } from "../site-demos"
import type { ZagExampleAddress } from "../zag-examples"
import { NotFoundPage } from "./not-found-page"

const loadZagExamples = () => import("../zag-examples")

/** What the history entry of a page reached by zag's address keeps: where from, and how. */
export interface ArrivedFromZag {
  zagExample: { example: string; note: string }
}

/**
 * The note a page reached by one of zag's example addresses shows, if it was. Read after the
 * first render: the page prerendered for that address has none, and hydration must match it.
 */
export function useArrivedFromZag(): ArrivedFromZag["zagExample"] | null {
  const location = useLocation()
  const [arrived, setArrived] = useState<ArrivedFromZag["zagExample"] | null>(null)
  useEffect(() => {
    const state = window.history.state as Partial<ArrivedFromZag> | null
    setArrived(state?.zagExample ?? null)
  }, [location])
  return arrived
}

/**
 * A path shaped as one of zag's example addresses (`/dialog/controlled`): once the table of
 * them is here, replaced by the address of the page that shows it, which says it stands for
 * zag's page (see demo-page.tsx); "Page not found" if zag has no such page.
 */
export function ZagExamplePage({ example, path }: { example: string; path: string }) {
  const table = useLazyModule(loadZagExamples)
  if (table.status === "loading")
    return (
      <p role="status" className="site-demo-loading">
        Opening zag’s {example} example…
      </p>
    )
  const address =
    table.status === "loaded"
      ? table.module.zagExampleAddress(example, (slug) => findSiteDemo(slug) !== undefined)
      : undefined
  if (!address) return <NotFoundPage path={path} />
  return <ZagExampleRedirect example={example} address={address} />
}

function ZagExampleRedirect(props: { example: string; address: ZagExampleAddress }) {
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
