/**
 * Attributes every demo element takes besides its demo's own settings. One list: the
 * element reads them, and the manifest, the tag types and docs/attributes.md describe them.
 */
export const NO_TOOLBAR = "no-toolbar"
export const THEME = "theme"
export const LOG = "log"
export const LOADING = "loading"

/** When a demo starts: near the viewport (the default for embeds), or at once. */
export const LOADING_MODES = ["lazy", "eager"] as const
export type LoadingMode = (typeof LOADING_MODES)[number]

export interface ElementAttribute {
  name: string
  /** TypeScript type, as text. */
  type: string
  default: string
  description: string
}

export const elementAttributes: readonly ElementAttribute[] = [
  {
    name: NO_TOOLBAR,
    type: "boolean",
    default: "false",
    description:
      "Hides the Controls, Visualizer, Accessibility and Code panel, leaving the bare widget (a boolean attribute).",
  },
  {
    name: THEME,
    type: '"auto" | "light" | "dark"',
    default: "auto",
    description:
      "Colour scheme. auto matches the page: its color-scheme, else its text colour, and " +
      "the visitor's preference when the page supports both.",
  },
  {
    name: LOADING,
    type: '"lazy" | "eager"',
    default: "lazy",
    description:
      "When the demo starts. lazy waits until the element comes near the viewport (its code " +
      "and toolbar load then, and `ready` resolves once it runs); eager starts it at once.",
  },
  {
    name: LOG,
    type: "boolean",
    default: "false",
    description:
      "Also writes the demo's log lines (form values, selections) to the console. They always " +
      "appear in the Visualizer tab and as demolog events.",
  },
]
