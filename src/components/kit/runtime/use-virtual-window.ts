import { useCallback, useLayoutEffect, useRef, useState } from "react"

/** The rows of a long list that are on screen, and the room the others take. */
export interface VirtualWindow<E extends HTMLElement> {
  /** Put on the scrolling element (the popup's content). */
  ref: (element: E | null) => void
  /** The first row rendered and one past the last. */
  start: number
  end: number
  /**
   * The height in px of the rows above and below the rendered ones: give it to a spacer
   * before and after them (padding would stretch a scroll box instead of scrolling it).
   */
  before: number
  after: number
  /** Scrolls the row at `index` to the middle of the view (zag's `scrollToIndexFn`). */
  scrollToIndex: (index: number) => void
}

/**
 * A fixed-row-height virtualizer: only the rows in view (and a few either side) are rendered,
 * so a list of thousands costs a few dozen elements. zag's select and combobox navigate their
 * collection, not the DOM, and ask the app to scroll an index into view (`scrollToIndexFn`),
 * which is all this needs to offer. A hidden popup has no height yet, so `fallbackRows`
 * stands in until it is shown.
 */
export function useVirtualWindow<E extends HTMLElement>(
  count: number,
  rowHeight: number,
  { overscan = 3, fallbackRows = 8 } = {},
): VirtualWindow<E> {
  const element = useRef<E | null>(null)
  const [view, setView] = useState({ top: 0, height: 0 })
  const measure = useCallback(() => {
    const el = element.current
    if (!el) return
    const next = { top: el.scrollTop, height: el.clientHeight }
    setView((view) => (view.top === next.top && view.height === next.height ? view : next))
  }, [])

  const [node, setNode] = useState<E | null>(null)
  const ref = useCallback((el: E | null) => {
    element.current = el
    setNode(el)
  }, [])

  useLayoutEffect(() => {
    if (!node) return
    measure()
    node.addEventListener("scroll", measure, { passive: true })
    // Opening the popup (hidden -> shown) changes its height, not its scroll position.
    const resize = new ResizeObserver(measure)
    resize.observe(node)
    return () => {
      node.removeEventListener("scroll", measure)
      resize.disconnect()
    }
  }, [node, measure])

  const rows = Math.ceil((view.height || fallbackRows * rowHeight) / rowHeight)
  const first = Math.floor(view.top / rowHeight)
  const start = Math.max(0, Math.min(first, count - rows) - overscan)
  const end = Math.min(count, first + rows + overscan)

  const scrollToIndex = useCallback(
    (index: number) => {
      const el = element.current
      if (!el) return
      const height = el.clientHeight || fallbackRows * rowHeight
      el.scrollTop = index * rowHeight - (height - rowHeight) / 2
      // Render the target row now: zag looks for it right after asking for the scroll.
      setView({ top: el.scrollTop, height: el.clientHeight })
    },
    [rowHeight, fallbackRows],
  )

  return {
    ref,
    start,
    end,
    before: start * rowHeight,
    after: Math.max(0, count - end) * rowHeight,
    scrollToIndex,
  }
}
