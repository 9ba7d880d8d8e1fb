import { useEffect } from "react"

/** Whether typing into this element would be swallowed by a shortcut. */
function isTextEntry(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
}

/**
 * `/` (outside text fields) and Ctrl/⌘+K call `focusSearch`, as in Storybook and Ladle. The
 * real target is read through shadow roots, so "/" typed into a demo's input stays there.
 * It listens on the window, after every listener of the document: a demo that claims a key
 * for the whole page (the command palette's page shortcut) takes it, and the site yields.
 */
export function useSearchShortcut(focusSearch: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return
      const command = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k"
      const slash =
        event.key === "/" &&
        !event.ctrlKey &&
        !event.metaKey &&
        !isTextEntry(event.composedPath()[0])
      if (!command && !slash) return
      event.preventDefault()
      focusSearch()
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [focusSearch])
}
