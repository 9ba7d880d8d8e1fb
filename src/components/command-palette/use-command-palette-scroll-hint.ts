import { useLayoutEffect, useRef, useState } from "react"

/** Within this many pixels of an end, the list counts as scrolled to it (fractional scrolls). */
const SLACK = 2

/**
 * Whether a scrolling list has more above or below what shows, as data attributes for its
 * fade: a list cut at its edge otherwise gives no sign that it scrolls. Read again on every
 * scroll (a wheel, a drag, the keyboard's highlight scrolling an item into view) and whenever
 * `contents` changes (a search shortens the list).
 */
export function useScrollHint(contents: unknown) {
  const list = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ above: false, below: false })
  const read = () => {
    const element = list.current
    if (!element) return
    const above = element.scrollTop > SLACK
    const below = element.scrollTop + element.clientHeight < element.scrollHeight - SLACK
    if (above !== edges.above || below !== edges.below) setEdges({ above, below })
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(read, [contents])
  return {
    ref: list,
    onScroll: read,
    "data-more-above": edges.above || undefined,
    "data-more-below": edges.below || undefined,
  }
}
