import { useEffect, useState } from "react"

/**
 * Whether the element has boxes now: false while its tab panel is hidden. Lets a panel stop
 * its live work when the reader switches to another tab, and pick it up again on return.
 */
export function useLaidOut(element: Element | null): boolean {
  const [laidOut, setLaidOut] = useState(false)
  useEffect(() => {
    if (!element) return
    const check = () => setLaidOut(element.getClientRects().length > 0)
    const observer = new ResizeObserver(check)
    observer.observe(element)
    check()
    return () => observer.disconnect()
  }, [element])
  return laidOut
}
