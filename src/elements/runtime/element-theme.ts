import { THEME, THEMES, type Theme } from "../api/element-api"
import { pageScheme, watchPageScheme, type ColorScheme } from "./theme-scheme"
import { readChoice } from "./element-options"

/**
 * One element's light or dark: its `theme` attribute, or with `auto` (the default) the page
 * around it, followed as the page switches. The element's sheets pick their colours from
 * the custom state it sets (`:state(dark)`).
 */
export class ElementTheme {
  #theme: Theme = "auto"
  #stopWatching: (() => void) | null = null

  constructor(
    private readonly element: HTMLElement,
    private readonly internals: ElementInternals,
    private readonly warn: (message: string) => void,
  ) {}

  connect() {
    this.#stopWatching = watchPageScheme(() => applySoon(this))
    applySoon(this)
  }

  disconnect() {
    this.#stopWatching?.()
    this.#stopWatching = null
    waiting.delete(this)
  }

  /** The `theme` attribute changed; an invalid value warns and means auto. */
  read(raw: string | null) {
    this.#theme = readChoice(this.element, THEME, raw, THEMES, "auto", this.warn)
    if (this.element.isConnected) applySoon(this)
  }

  /** Reads the page: a style recalculation when the page changed since the last read. */
  scheme(): ColorScheme {
    return this.#theme === "auto" ? pageScheme(this.element) : this.#theme
  }

  show(scheme: ColorScheme) {
    const other = scheme === "dark" ? "light" : "dark"
    try {
      this.internals.states.delete(other)
      this.internals.states.add(scheme)
    } catch {
      // Browsers without custom states keep the light colours.
    }
  }
}

const waiting = new Set<ElementTheme>()

/**
 * Applies themes in batches, before the next paint: every element connected or notified in
 * one task reads the page first, then all set their state. Read and write in turn, fifty
 * elements appended in a loop would cost fifty style recalculations; batched, one.
 */
function applySoon(theme: ElementTheme) {
  if (waiting.size === 0) queueMicrotask(applyWaiting)
  waiting.add(theme)
}

function applyWaiting() {
  const batch = [...waiting]
  waiting.clear()
  const schemes = batch.map((theme) => theme.scheme())
  batch.forEach((theme, index) => theme.show(schemes[index]!))
}
