import { useEffect, useState, type RefObject } from "react"
import { whenNearViewport } from "../runtime/near-viewport"

/**
 * True from the first time the element comes near the viewport (as a lazy demo starts), and
 * for good. A page of many demos renders the toolbars' forms only as a reader reaches them.
 * `initial` true: known to be near already (a reader is pointing at it).
 */
export function useNearViewportOnce(ref: RefObject<Element | null>, initial = false): boolean {
  const [near, setNear] = useState(initial)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    return whenNearViewport(element, () => setNear(true))
  }, [ref, near])
  return near
}
