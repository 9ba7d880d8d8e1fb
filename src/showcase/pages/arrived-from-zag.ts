import { useEffect, useState } from "react"
import { useLocation } from "../router"

/** What the history entry of a page reached by zag's address keeps: where from, and how. */
export interface ArrivedFromZag {
  zagExample: { example: string; note: string }
}

/**
 * The note a page reached by one of zag's example addresses shows, if it was
 * (zag-example-page.tsx redirects there). Read after the first render: the page prerendered
 * for that address has none, and hydration must match it.
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
