import { useEffect, useRef } from "react"
import { useDemoEnvironment } from "../kit/runtime/demo-environment"

/**
 * ⌘K or Ctrl+K calls `open`: only while focus is inside the demo unless `pageWide`, because
 * an embedded demo must not take a shortcut its host page may use (the showcase's own search
 * answers Ctrl/⌘+K too; it leaves a key another handler prevented alone).
 */
export function useCommandShortcut(open: () => void, pageWide: boolean) {
  const { getRootNode } = useDemoEnvironment()
  // The newest `open` without re-adding the listener on every render.
  const latestOpen = useRef(open)
  useEffect(() => {
    latestOpen.current = open
  })
  useEffect(() => {
    const target = pageWide ? document : getRootNode()
    const onKeyDown = (event: Event) => {
      const key = event as KeyboardEvent
      if (key.defaultPrevented || key.altKey || key.shiftKey) return
      if (!(key.ctrlKey || key.metaKey) || key.key.toLowerCase() !== "k") return
      key.preventDefault()
      latestOpen.current()
    }
    target.addEventListener("keydown", onKeyDown)
    return () => target.removeEventListener("keydown", onKeyDown)
  }, [pageWide, getRootNode])
}
