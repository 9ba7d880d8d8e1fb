import { useEffect, useState } from "react"

/**
 * A box drawn over the selected part, following it as the page scrolls or the widget moves.
 * It is decoration for sighted readers (aria-hidden): the table row already says what it is.
 */
export function PartOutline({ element }: { element: Element | null }) {
  const [box, setBox] = useState<DOMRect | null>(null)
  useEffect(() => {
    if (!element) return setBox(null)
    let frame = 0
    let last = ""
    const follow = () => {
      const rect = element.isConnected ? element.getBoundingClientRect() : null
      const key = rect ? `${rect.x} ${rect.y} ${rect.width} ${rect.height}` : ""
      if (key !== last) {
        last = key
        setBox(rect)
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    return () => cancelAnimationFrame(frame)
  }, [element])
  if (!box || (box.width === 0 && box.height === 0)) return null
  return (
    <div
      className="sb-a11y-outline"
      aria-hidden="true"
      style={{ left: box.left - 3, top: box.top - 3, width: box.width + 6, height: box.height + 6 }}
    />
  )
}
