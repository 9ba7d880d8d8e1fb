import { defineControls, type ControlValues } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  placementControl,
  readOnlyControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** Locales offered for formatting; each has its own field order and separator. */
export const datePickerLocales = ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"] as const

/** Time zones offered for "today" and for turning dates into instants. */
export const datePickerTimeZones = [
  "UTC",
  "America/New_York",
  "Europe/Berlin",
  "Asia/Tokyo",
] as const

/** The settings all three date picker demos share. */
export const datePickerBaseControls = defineControls({
  locale: {
    description: "Formats the dates and sets the order in which typed dates are read.",
    type: "select",
    options: datePickerLocales,
    defaultValue: "en-US",
  },
  timeZone: {
    description: 'The zone "today" is taken in.',
    type: "select",
    options: datePickerTimeZones,
    defaultValue: "UTC",
  },
  min: {
    description: "Earliest selectable date, as YYYY-MM-DD; empty means none.",
    type: "string",
    defaultValue: "",
    placeholder: "YYYY-MM-DD",
  },
  max: {
    description: "Latest selectable date, as YYYY-MM-DD; empty means none.",
    type: "string",
    defaultValue: "",
    placeholder: "YYYY-MM-DD",
  },
  weekendsUnavailable: {
    description: "Makes Saturdays and Sundays (the locale's weekend) unavailable.",
    type: "boolean",
    defaultValue: false,
    label: "Weekends unavailable",
  },
  ...disabledControl,
  ...readOnlyControl,
  fixedWeeks: {
    description: "Always shows six weeks, so the calendar keeps its height from month to month.",
    type: "boolean",
    defaultValue: false,
  },
  startOfWeek: {
    description: "First day of the week: 0 is Sunday, 6 is Saturday.",
    type: "number",
    defaultValue: 0,
    min: 0,
    max: 6,
    step: 1,
  },
  numOfMonths: {
    description: "How many months the day view shows side by side.",
    type: "number",
    // Widened: the range demo shares these settings with a default of 2.
    defaultValue: 1 as number,
    min: 1,
    max: 3,
    step: 1,
    label: "Visible months",
  },
  ...directionControl,
  placement: placementControl("bottom-start", "Where the calendar opens relative to the field."),
})

type BaseControls = typeof datePickerBaseControls

/**
 * The shared settings less those that do not apply to a variant (an inline calendar has no
 * popup to place; a month picker has no day grid), as that variant's own schema.
 */
export function datePickerControlsWithout<K extends keyof BaseControls>(
  ...left: K[]
): Omit<BaseControls, K> {
  const kept = Object.entries(datePickerBaseControls).filter(([key]) => !left.includes(key as K))
  return Object.fromEntries(kept) as Omit<BaseControls, K>
}

/** Choosing a date (or the end of a range) closes the calendar. */
export const closeOnSelect = {
  type: "boolean",
  defaultValue: true,
  description: "Choosing a date (or the end of a range) closes the calendar.",
} as const

export const controls = defineControls({ ...datePickerBaseControls, closeOnSelect })

/** The settings every date picker demo receives; only some have close on select. */
export type DatePickerSettings = ControlValues<typeof datePickerBaseControls> & {
  closeOnSelect?: boolean
}

export const about: DemoAbout = {
  label: "Date Picker",
  summary: "Picks one date from a calendar or typed text.",
  use: "Use it when the day matters relative to others, such as a booking or a deadline, and seeing the calendar helps; also accepts typed dates.",
  group: "date-time",
  keywords: ["calendar", "date"],
}
