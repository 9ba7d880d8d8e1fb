import { useEffect, useState, type RefObject } from "react"
import { whenNearViewport } from "../runtime/near-viewport"

/**
 * True from the first time the element comes near the viewport (as a lazy demo starts), and
 * for good. A page of many demos renders the toolbars' forms only as a reader reaches them.
 */
export function useNearViewportOnce(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    return whenNearViewport(element, () => setNear(true))
  }, [ref, near])
  return near
}
