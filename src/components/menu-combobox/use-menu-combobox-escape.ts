import { useEffect, useRef, type RefObject } from "react"

/**
 * Escape pressed in `field` calls `close` and nothing else. zag's menus close the whole tree
 * on Escape from a submenu, listening on the document in the capture phase; a search inside a
 * submenu wants the submenu alone closed, as the ARIA menu pattern says of any submenu. The
 * window sees the key before the document does, so the menus never get this one.
 */
export function useEscapeClosesSubmenu(field: RefObject<HTMLElement | null>, close: () => void) {
  const latestClose = useRef(close)
  useEffect(() => {
    latestClose.current = close
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.isComposing || !field.current) return
      if (!event.composedPath().includes(field.current)) return
      event.stopPropagation()
      latestClose.current()
    }
    window.addEventListener("keydown", onKeyDown, true)
    return () => window.removeEventListener("keydown", onKeyDown, true)
  }, [field])
}
