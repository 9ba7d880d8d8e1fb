import { useEffect, useState, type RefObject } from "react"

/**
 * True from the first time the element is laid out (its tab panel opened), and for good. A
 * hidden panel has no boxes; the resize observer tells us when it gets some. This is what
 * keeps the Visualizer's heavier code off a demo's first load.
 */
export function useShownOnce(ref: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (shown || !element) return
    // Stop observing before the state change: what it renders resizes the element, and a
    // resize of an observed element in the frame of its own notification is reported as a
    // "ResizeObserver loop" error on the host page.
    const check = () => {
      if (element.getClientRects().length === 0) return
      observer.disconnect()
      setShown(true)
    }
    const observer = new ResizeObserver(check)
    observer.observe(element)
    check()
    return () => observer.disconnect()
  }, [ref, shown])
  return shown
}
