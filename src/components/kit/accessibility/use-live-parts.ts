import { useEffect, useState } from "react"
import { describeParts, partElements, type AccessiblePart } from "./accessible-parts"

/** A row of the live parts table. */
export interface LivePart extends AccessiblePart {
  /** Stable for the element's lifetime: the row's key. */
  id: number
  element: Element
  /** How often the part's row changed since it was first listed: a change flashes the row. */
  changes: number
}

// Anything that can change what a part says to assistive technology: attributes, content,
// parts coming and going, focus moving, a field's value being typed.
const OBSERVED: MutationObserverInit = {
  subtree: true,
  childList: true,
  attributes: true,
  characterData: true,
}
const REREAD_ON = ["focusin", "focusout", "input", "change"] as const

/**
 * The widget's parts as assistive technology meets them, re-read at most once a frame while
 * `active` (the tab is shown) and the stage changes. Rows keep their identity per element.
 */
export function useLiveParts(stage: Element | null, active: boolean): LivePart[] | null {
  // Null until the first read: "no parts" would be a claim.
  const [rows, setRows] = useState<LivePart[] | null>(null)
  useEffect(() => {
    if (!stage || !active) return
    const ids = new WeakMap<Element, number>()
    const seen = new WeakMap<Element, { signature: string; changes: number }>()
    let nextId = 1
    let frame = 0
    const read = () => {
      frame = 0
      const elements = partElements(stage)
      const parts = describeParts(stage)
      setRows(
        parts.map((part, index) => {
          const element = elements[index]!
          if (!ids.has(element)) ids.set(element, nextId++)
          const signature = JSON.stringify(part)
          const before = seen.get(element)
          const changes = !before ? 0 : before.changes + (before.signature === signature ? 0 : 1)
          seen.set(element, { signature, changes })
          return { ...part, id: ids.get(element)!, element, changes }
        }),
      )
    }
    const schedule = () => {
      frame ||= requestAnimationFrame(read)
    }
    const observer = new MutationObserver(schedule)
    observer.observe(stage, OBSERVED)
    for (const type of REREAD_ON) stage.addEventListener(type, schedule)
    read()
    return () => {
      observer.disconnect()
      for (const type of REREAD_ON) stage.removeEventListener(type, schedule)
      cancelAnimationFrame(frame)
    }
  }, [stage, active])
  return rows
}
