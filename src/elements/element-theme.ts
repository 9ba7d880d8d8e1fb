import { pageScheme, THEMES, watchPageScheme, type Theme } from "./theme-scheme"
import { readChoice, THEME } from "./element-attributes"

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
    this.#stopWatching = watchPageScheme(() => this.#apply())
    this.#apply()
  }

  disconnect() {
    this.#stopWatching?.()
    this.#stopWatching = null
  }

  /** The `theme` attribute changed; an invalid value warns and means auto. */
  read(raw: string | null) {
    this.#theme = readChoice(this.element, THEME, raw, THEMES, "auto", this.warn)
    if (this.element.isConnected) this.#apply()
  }

  #apply() {
    const scheme = this.#theme === "auto" ? pageScheme(this.element) : this.#theme
    const other = scheme === "dark" ? "light" : "dark"
    try {
      this.internals.states.delete(other)
      this.internals.states.add(scheme)
    } catch {
      // Browsers without custom states keep the light colours.
    }
  }
}
