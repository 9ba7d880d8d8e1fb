/**
 * The public API every demo element shares, stated once, beside the types of
 * event-types.ts: its own options (the attributes it takes besides its demo's settings), the
 * events it dispatches, and the parts and states a page can style. The element reads the
 * names; the manifest (custom-elements.json), the tag types (types.d.ts, react.d.ts), the
 * React components' event props and docs/attributes.md are derived from these lists and from
 * `DemoElementApi` (the members). The sentences are for docs authors: builds leave them out
 * (scripts/docs-only-text.ts).
 */

export const NO_TOOLBAR = "no-toolbar"
export const THEME = "theme"
export const LOG = "log"
export const LOADING = "loading"
/** Which of its demo's scenarios an element shows; only demos with variants take it. */
export const VARIANT = "variant"
/** The variant that is the demo itself (zag calls its own example of a machine "basic"). */
export const BASIC_VARIANT = "basic"

/** Colour schemes, `auto` following the page around the element (runtime/theme-scheme.ts). */
export const THEMES = ["auto", "light", "dark"] as const
export type Theme = (typeof THEMES)[number]

/** When a demo starts: near the viewport (the default for embeds), or at once. */
export const LOADING_MODES = ["lazy", "eager"] as const
export type LoadingMode = (typeof LOADING_MODES)[number]

export interface ElementOption {
  name: string
  /** A boolean attribute, or one of fixed values. */
  choices: "boolean" | readonly string[]
  /** The value when absent, as the attribute would be written. */
  default: string
  description: string
}

/** The attributes every element takes besides its demo's settings, in the docs' order. */
export const ELEMENT_OPTIONS: readonly ElementOption[] = [
  {
    name: NO_TOOLBAR,
    choices: "boolean",
    default: "false",
    description:
      "Hides the Controls, Visualizer, Accessibility and Code panel, leaving the bare widget (a boolean attribute).",
  },
  {
    name: THEME,
    choices: THEMES,
    default: "auto",
    description:
      "Colour scheme. auto matches the page: its color-scheme, else its text colour, and " +
      "the visitor's preference when the page supports both.",
  },
  {
    name: LOADING,
    choices: LOADING_MODES,
    default: "lazy",
    description:
      "When the demo starts. lazy waits until the element comes near the viewport (its code " +
      "and toolbar load then, and `ready` resolves once it runs); eager starts it at once.",
  },
  {
    name: LOG,
    choices: "boolean",
    default: "false",
    description:
      "Also writes the demo's log lines (form values, selections) to the console. They always " +
      "appear in the Visualizer tab and as demolog events.",
  },
]

/** The `variant` attribute of a demo with variants, for its docs and manifest entry. */
export function variantOption(names: readonly string[]): ElementOption {
  return {
    name: VARIANT,
    choices: [BASIC_VARIANT, ...names],
    default: BASIC_VARIANT,
    description:
      "Which of the demo's scenarios it shows: basic is the demo itself, each other name one " +
      "of zag's examples for the machine. An embed fetches the code of the variant it shows only.",
  }
}

/**
 * The events every element dispatches; all bubble and are composed, so a listener on the
 * document hears them. `detail` names the type of `event.detail` in event-types.ts, `prop`
 * the React component's prop.
 */
export const ELEMENT_EVENTS = [
  {
    name: "statechange",
    detail: "StateChangeDetail",
    prop: "onStateChange",
    description:
      "A machine of the demo changed: detail is { machine, state, context, event } as plain JSON. " +
      "Bubbles and is composed, so a listener on document hears it.",
  },
  {
    name: "controlschange",
    detail: "ControlsChangeDetail",
    prop: "onControlsChange",
    description:
      "A visitor changed a setting in the Controls tab: detail.values holds the settings that " +
      "differ from the defaults, keyed by attribute name.",
  },
  {
    name: "demolog",
    detail: "DemoLogDetail",
    prop: "onDemoLog",
    description:
      "The demo logged a line (a form's values, a menu selection): detail is { message, details }. " +
      "Nothing reaches the console unless the element has the log attribute.",
  },
  {
    name: "keytried",
    detail: "KeyTriedDetail",
    prop: "onKeyTried",
    description:
      "A key of the demo's keyboard map was pressed for the first time, on the part where it acts: " +
      "detail is { key, part, action, tried, total } (the Accessibility tab's Keys tried count).",
  },
] as const

/** The shadow parts a host page can style with ::part(). */
export const CSS_PARTS = [
  { name: "demo", description: "The whole demo: stage and toolbar side by side." },
  { name: "stage", description: "The box the widget renders in." },
  {
    name: "toolbar",
    description: "The Controls / Visualizer / Accessibility / Code panel (absent with no-toolbar).",
  },
]

/** The custom states (`:state()`) every element takes, for a page's CSS. */
export const CSS_STATES = [
  { name: "light", description: "The element resolved to the light scheme." },
  { name: "dark", description: "The element resolved to the dark scheme." },
  {
    name: "settled",
    description:
      "The demo and its toolbar's open tab have rendered: the element has its own height (reserve.css).",
  },
]
