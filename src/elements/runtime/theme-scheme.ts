/**
 * `theme="auto"` (the default) makes a demo match the page it is embedded in. Docs engines
 * switch dark mode in different ways (VitePress a `dark` class, Docusaurus `data-theme`,
 * others a media query or `color-scheme`), so the page is read, not its engine:
 * 1. the `color-scheme` the element inherits, when the page declares only light or only dark;
 * 2. when it declares both, the visitor's `prefers-color-scheme`;
 * 3. when it declares none, its text colour: light text means a dark page.
 */
export type ColorScheme = "light" | "dark"

const DARK_QUERY = "(prefers-color-scheme: dark)"
let darkQuery: MediaQueryList | null = null
/** One query list for the page: it stays current, and making one per read costs. */
const prefersDark = () => (darkQuery ??= matchMedia(DARK_QUERY))

/** Relative luminance (0 black … 1 white) of a computed `rgb()`/`rgba()` colour. */
export function luminance(color: string): number | null {
  const channels = color
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number)
  if (!channels || channels.length < 3 || channels.some(Number.isNaN)) return null
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Decides light or dark from what the page declares (see the rules above). */
export function schemeOf(colorScheme: string, textColor: string, prefersDark: boolean) {
  const words = colorScheme.split(/\s+/)
  const light = words.includes("light")
  const dark = words.includes("dark")
  if (dark && !light) return "dark"
  if (light && !dark) return "light"
  if (light && dark) return prefersDark ? "dark" : "light"
  return (luminance(textColor) ?? 0) > 0.4 ? "dark" : "light"
}

/** The scheme of the page around `host` (its parent, or the shadow host it sits in). */
export function pageScheme(host: Element): ColorScheme {
  const root = host.getRootNode()
  const around = host.parentElement ?? (root instanceof ShadowRoot ? root.host : null)
  const style = getComputedStyle(around ?? document.documentElement)
  return schemeOf(style.colorScheme, style.color, prefersDark().matches)
}

const watchers = new Set<() => void>()
let stopWatching: (() => void) | null = null

/**
 * Calls `onChange` when the page may have switched theme: the visitor's preference changed,
 * or an attribute of the root or body changed. Engines each use their own attribute (a
 * `dark` class, `data-theme`, Material for MkDocs' `data-md-color-scheme`), so any attribute
 * counts: they change rarely, and re-reading the scheme is cheap. One observer serves every
 * element on the page; the returned function unsubscribes.
 */
export function watchPageScheme(onChange: () => void): () => void {
  watchers.add(onChange)
  if (!stopWatching) stopWatching = startWatching()
  return () => {
    watchers.delete(onChange)
    if (watchers.size === 0) {
      stopWatching?.()
      stopWatching = null
    }
  }
}

function startWatching(): () => void {
  const notify = () => watchers.forEach((watcher) => watcher())
  const media = prefersDark()
  media.addEventListener("change", notify)
  const observer = new MutationObserver(notify)
  const options = { attributes: true }
  observer.observe(document.documentElement, options)
  if (document.body) observer.observe(document.body, options)
  return () => {
    media.removeEventListener("change", notify)
    observer.disconnect()
  }
}
