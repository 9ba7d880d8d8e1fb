import type { Preferences } from "./preferences"

/**
 * A link carries the site's preferences as Storybook links carry its globals:
 * `?globals=theme:dark;dir:rtl`, only those that differ from the defaults. They apply to the
 * visit the link opens, over the stored ones (theme-boot.js reads them before the first
 * paint), and are never stored: a shared link shows the page as its sender saw it without
 * changing the reader's own choice.
 */
export const GLOBALS_PARAM = "globals"

/** `url` with the preferences that differ from the defaults as its `globals`. */
export function withGlobals(url: string, preferences: Preferences): string {
  const named = [
    preferences.theme !== "system" && `theme:${preferences.theme}`,
    preferences.direction !== "ltr" && `dir:${preferences.direction}`,
  ].filter(Boolean)
  if (named.length === 0) return url
  // By hand: URLSearchParams would write the settings' bare booleans as `multiple=` and
  // escape `:` and `;`, which read as they are in an address.
  const [address, hash = ""] = url.split("#", 2)
  const separator = address!.includes("?") ? "&" : "?"
  return `${address}${separator}${GLOBALS_PARAM}=${named.join(";")}${hash && `#${hash}`}`
}
