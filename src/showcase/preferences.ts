import { useSyncExternalStore } from "react"

/**
 * The visitor's site preferences: colour theme and text direction, remembered in
 * localStorage and applied to <html> (`data-theme`, `dir`). public/theme-boot.js applies the
 * stored ones before the first paint with the same keys, or a link's globals over them for that
 * visit (link-globals.ts); this module starts from what it applied and keeps them in step.
 */
export type Theme = "system" | "light" | "dark"
/** The site-wide text direction, which is also the default of a demo's own `dir` control. */
export type Direction = "ltr" | "rtl"

export const THEME_KEY = "statebook:theme"
export const DIRECTION_KEY = "statebook:dir"

export interface Preferences {
  theme: Theme
  direction: Direction
}

/** Reads stored values; anything unknown (or storage blocked) gives the default. */
export function readPreferences(storage: Pick<Storage, "getItem"> | undefined): Preferences {
  const get = (key: string) => {
    try {
      return storage?.getItem(key) ?? null
    } catch {
      return null
    }
  }
  const theme = get(THEME_KEY)
  const direction = get(DIRECTION_KEY)
  return {
    theme: theme === "light" || theme === "dark" ? theme : "system",
    direction: direction === "rtl" ? "rtl" : "ltr",
  }
}

/** The `theme` attribute a demo element takes: "auto" follows the system, as on the site. */
export function elementTheme(theme: Theme): "auto" | "light" | "dark" {
  return theme === "system" ? "auto" : theme
}

const listeners = new Set<() => void>()
let current: Preferences | undefined

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Sets the shell's theme (system: no attribute, the CSS follows the media query) and dir. */
export function applyPreferences(root: HTMLElement, preferences: Preferences) {
  if (preferences.theme === "system") delete root.dataset.theme
  else root.dataset.theme = preferences.theme
  root.dir = preferences.direction
}

function set(next: Preferences) {
  current = next
  applyPreferences(document.documentElement, next)
  for (const listener of listeners) listener()
}

export function getPreferences(): Preferences {
  // theme-boot.js applied the stored choices, or a link's globals over them, to <html> before
  // the first paint: the page starts from what it shows (a prerender, with no page, from the
  // defaults).
  const root = globalThis.document?.documentElement
  return (current ??= readPreferences({
    getItem: (key) => (key === THEME_KEY ? (root?.dataset.theme ?? null) : (root?.dir ?? null)),
  }))
}

// Another tab changed a preference: follow it.
function onStorage(event: StorageEvent) {
  if (event.key === THEME_KEY || event.key === DIRECTION_KEY) set(readPreferences(storage()))
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener("storage", onStorage)
  }
}

/** Stores and applies one preference. Blocked storage still changes this page. */
export function setPreference<K extends keyof Preferences>(name: K, value: Preferences[K]) {
  try {
    storage()?.setItem(name === "theme" ? THEME_KEY : DIRECTION_KEY, value)
  } catch {
    // Private mode or a full quota: the choice lasts for this page only.
  }
  set({ ...getPreferences(), [name]: value })
}

/**
 * The stored preferences. A prerendered page was rendered with the defaults (there is no
 * storage then); hydration reads the stored ones at once, which React applies to the
 * switches' selects without a mismatch, so they never show the default first.
 */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences)
}
