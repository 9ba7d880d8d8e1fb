/**
 * The location store: the URL is the source of truth, this module only tells React when it
 * changed and how (a link click pushes, back/forward pops, a settings edit replaces), so pages
 * can move focus and scroll the way a visitor expects after each kind of navigation.
 */
export type NavigationKind = "initial" | "push" | "pop" | "replace"

export interface RouterLocation {
  path: string
  search: string
  hash: string
  kind: NavigationKind
}

const listeners = new Set<() => void>()
let current: RouterLocation | undefined

function read(kind: NavigationKind): RouterLocation {
  const { pathname, search, hash } = window.location
  return { path: pathname, search, hash, kind }
}

function update(kind: NavigationKind) {
  current = read(kind)
  for (const listener of listeners) listener()
}

const onPopState = () => update("pop")

export function getLocation(): RouterLocation {
  return (current ??= read("initial"))
}

/**
 * Where a page is rendered ahead of time, with no window (scripts/prerender): `path`, with no
 * query. In the browser the location is always read from the URL.
 */
export function renderAt(path: string) {
  current = { path, search: "", hash: "", kind: "initial" }
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("popstate", onPopState)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener("popstate", onPopState)
  }
}

/**
 * Goes to `href` (same origin) without reloading. A link to the very page already shown
 * adds no history entry, as in the browser, but still counts as a navigation (focus and
 * scroll reset).
 */
export function navigate(href: string) {
  const next = new URL(href, window.location.href)
  if (next.href !== window.location.href) window.history.pushState(null, "", next)
  update("push")
}

/**
 * Swaps the query string of the current entry (`"?a&b=1"`, or `""` for none) without a new
 * history entry: a settings edit is not a place to go back to. Pages keep focus and scroll.
 */
export function replaceSearch(search: string) {
  const next = new URL(window.location.href)
  next.search = search
  if (next.href === window.location.href) return
  window.history.replaceState(window.history.state, "", next)
  update("replace")
}
