import { useEffect, useState, type RefObject } from "react"

/**
 * True from the first time the element comes within half a viewport of being seen, and for
 * good. A page of many demos renders the toolbars' forms only as a reader reaches them.
 */
export function useNearViewportOnce(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: "50% 0px", scrollMargin: "50% 0px" } as IntersectionObserverInit,
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
