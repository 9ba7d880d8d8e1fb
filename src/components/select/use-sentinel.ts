import { useCallback, useEffect, useRef } from "react"

/**
 * A ref for the last row of a scrolling list: `onReach` runs whenever that row scrolls into
 * the list's view (the list being the nearest `[data-part="content"]`), as infinite scroll
 * needs. A popup that is closed shows nothing, so nothing is reached until it opens.
 */
export function useSentinel(onReach: () => void) {
  const latest = useRef(onReach)
  useEffect(() => {
    latest.current = onReach
  })
  const observer = useRef<IntersectionObserver | null>(null)
  useEffect(() => () => observer.current?.disconnect(), [])
  return useCallback((sentinel: HTMLElement | null) => {
    observer.current?.disconnect()
    observer.current = null
    if (!sentinel) return
    observer.current = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) latest.current()
      },
      { root: sentinel.closest('[data-part="content"]') },
    )
    observer.current.observe(sentinel)
  }, [])
}
