import type { ComponentType } from "react"
import type { ControlSchema, ControlValues } from "./controls"

/** What every demo component receives: the current value of each of its controls. */
export interface DemoProps<S extends ControlSchema> {
  values: ControlValues<S>
}

/** The shape of a `<slug>.demo.tsx` module, loaded lazily. */
export interface DemoModule {
  // Each demo types its own props; the host only passes `values` through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<DemoProps<any>>
  /** The widget's CSS text (`<widget>.css?inline`), adopted by the element. */
  styles?: string
}

/** The home page's groups, in its order, with their headings. */
export const DEMO_GROUPS = {
  forms: "Forms",
  overlays: "Overlays",
  navigation: "Navigation and structure",
  "date-time": "Date and time",
  display: "Display",
  compositions: "Compositions: one widget inside another",
} as const

export type DemoGroup = keyof typeof DEMO_GROUPS

/**
 * A demo's settled heights in px (its `<slug>.heights.json`, written by `npm run
 * measure-heights`), with and without its toolbar, in the two layouts reserve.css holds room
 * in (scripts/reserve/layouts.ts): a desktop docs column and a phone.
 */
export interface ReservedHeights {
  toolbar: number
  noToolbar: number
  narrowToolbar: number
  narrowNoToolbar: number
}

/**
 * What a demo says about itself, exported as `about` from its `<slug>.controls.ts` beside its
 * settings schema, exported as `controls`: the catalog reads both by those names (slug and
 * files come from the folder), so a demo is listed nowhere but in its own folder.
 */
export interface DemoAbout {
  /** Nav and page title. */
  label: string
  /** One line on the home page: what the widget is for. */
  summary: string
  /**
   * One sentence on when to reach for this widget rather than a neighbour of it: the second
   * line of its page's lead, after the summary.
   */
  use: string
  /** The home page section it is listed in. */
  group: DemoGroup
  /** Words a visitor may search for that are not in the label ("dropdown", "calendar"). */
  keywords: readonly string[]
}

/**
 * What a variant says about itself, exported as `about` from its `<slug>.<name>.controls.ts`:
 * a variant is listed under its demo, so it has no group of its own.
 */
export interface VariantAbout {
  /** Its link text and page heading after the demo's label ("Async loading"). */
  label: string
  /** One line: the question of a docs reader it answers. */
  summary: string
  /** Words a visitor may search for that are not in the label. */
  keywords: readonly string[]
}
