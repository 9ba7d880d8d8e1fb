import type { MouseEvent } from "react"

export const CONTENT_ID = "content"

/**
 * The first Tab stop: jumps past the nav to the page content. Focus is moved by hand so
 * the URL gains no `#content` (which would be one more history entry for back to undo).
 */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const content = document.getElementById(CONTENT_ID)
    if (!content) return
    event.preventDefault()
    content.focus()
  }
  return (
    <a className="site-skip-link" href={`#${CONTENT_ID}`} onClick={skip}>
      Skip to content
    </a>
  )
}
