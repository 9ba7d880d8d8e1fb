/**
 * Tells when an element comes near the viewport, through one IntersectionObserver shared by
 * every demo element and toolbar of the page (one per document is what the browser is good at). "Near"
 * is half a viewport ahead in the scroll direction, so a reader scrolling at reading speed
 * finds the demo running; an element in a hidden container waits until it is shown.
 */

type Callback = () => void

const waiting = new Map<Element, Callback>()
let observer: IntersectionObserver | null = null

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const callback = waiting.get(entry.target)
        stopWatching(entry.target)
        callback?.()
      }
    },
    // scrollMargin extends the margin into scroll containers (a docs site's scrolling pane);
    // browsers without it use the viewport margin alone.
    { rootMargin: "50% 0px", scrollMargin: "50% 0px" } as IntersectionObserverInit,
  )
  return observer
}

/** Calls `callback` once, when `element` first comes near the viewport; returns a cancel. */
export function whenNearViewport(element: Element, callback: Callback): () => void {
  waiting.set(element, callback)
  sharedObserver().observe(element)
  return () => stopWatching(element)
}

function stopWatching(element: Element) {
  if (!waiting.delete(element)) return
  observer?.unobserve(element)
}
