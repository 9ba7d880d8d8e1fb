/**
 * Attributes every demo element takes besides its demo's own settings. One list: the
 * element reads them, and the manifest, the tag types and docs/attributes.md describe them.
 */
export const NO_TOOLBAR = "no-toolbar"
export const THEME = "theme"
export const LOG = "log"

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
      "Hides the Controls, Visualizer and Code panel, leaving the bare widget (a boolean attribute).",
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
    name: LOG,
    type: "boolean",
    default: "false",
    description:
      "Also writes the demo's log lines (form values, selections) to the console. They always " +
      "appear in the Visualizer tab and as demolog events.",
  },
]

/** A boolean attribute: present means on, as `hidden` does; "false" reads as absent. */
export const isOn = (raw: string | null) => raw !== null && raw !== "false"
