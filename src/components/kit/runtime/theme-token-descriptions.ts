import type { ThemeToken } from "./theme-tokens"

/** What each theme token paints, for the manifest and docs/embedding.md (not shipped to pages). */
export const themeTokenDescriptions: Record<ThemeToken["name"], string> = {
  "--sb-accent": "Selection, focus rings and filled parts.",
  "--sb-accent-text": "Text drawn on the accent colour.",
  "--sb-surface": "The demo's background, and popups, menus and dialogs.",
  "--sb-surface-muted": "The toolbar and quiet backgrounds.",
  "--sb-text":
    "Text colour. Unset, a demo inherits the page's text colour (with `theme` light or " +
    "dark it uses #1c1c28 or #e8e8ef).",
  "--sb-text-muted": "Secondary text: hints, counters, the Visualizer's punctuation.",
  "--sb-border": "Borders of the stage, the toolbar and form fields.",
  "--sb-danger": "Errors and validation messages.",
  "--sb-radius": "Corner radius.",
  "--sb-font": "Text font. Unset, a demo inherits the page's font.",
  "--sb-font-mono": "The Visualizer's and the code view's font.",
}
