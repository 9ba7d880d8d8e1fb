import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  invalidControl,
  readOnlyControl,
  requiredControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

/** The zones offered; "none" keeps dates floating (zag's CalendarDate and CalendarDateTime). */
export const dateInputTimeZones = [
  "none",
  "UTC",
  "America/Los_Angeles",
  "Europe/Berlin",
  "Asia/Tokyo",
] as const

export const controls = defineControls({
  locale: {
    description:
      "Sets the order of the segments, their separators and the calendar (fa-IR counts in the Persian calendar).",
    type: "select",
    options: ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP", "fa-IR"],
    defaultValue: "en-US",
  },
  granularity: {
    description:
      "The smallest unit the field asks for: day shows a date, hour to second add the time segments.",
    type: "select",
    options: ["day", "hour", "minute", "second"],
    defaultValue: "day",
  },
  timeOnly: {
    description: "Asks for a time of day only, with no date segments (at least hours and minutes).",
    type: "boolean",
    defaultValue: false,
    label: "Time only",
  },
  hourCycle: {
    description: "12 adds an AM/PM segment, 24 counts hours 0 to 23; locale follows the locale.",
    type: "select",
    options: ["locale", "12", "24"],
    defaultValue: "locale",
  },
  selectionMode: {
    description: "One date, or a range: a start and an end group of segments.",
    type: "select",
    options: ["single", "range"],
    defaultValue: "single",
  },
  value: {
    description:
      "Sets the value: YYYY-MM-DD, with Thh:mm[:ss] for a time; a range as two separated by a comma. Empty clears it.",
    type: "string",
    defaultValue: "",
    placeholder: "YYYY-MM-DD",
  },
  placeholderValue: {
    description:
      "The date the empty segments start from when an arrow key fills them, as YYYY-MM-DD; empty means today.",
    type: "string",
    defaultValue: "",
    placeholder: "YYYY-MM-DD",
    label: "Placeholder value",
  },
  min: {
    description:
      "Earliest date, as YYYY-MM-DD; a typed date before it is raised to it on blur. Empty means none.",
    type: "string",
    defaultValue: "",
    placeholder: "YYYY-MM-DD",
  },
  max: {
    description:
      "Latest date, as YYYY-MM-DD; a typed date after it is lowered to it on blur. Empty means none.",
    type: "string",
    defaultValue: "",
    placeholder: "YYYY-MM-DD",
  },
  timeZone: {
    description:
      "none keeps dates without a zone; a zone makes the value a moment in it and, with a time, shows its name.",
    type: "select",
    options: dateInputTimeZones,
    defaultValue: "none",
  },
  hideTimeZone: {
    description: "Hides the zone's name segment that a zoned value with a time shows.",
    type: "boolean",
    defaultValue: false,
  },
  shouldForceLeadingZeros: {
    description: "Writes months, days and hours with two digits (01) whatever the locale does.",
    type: "boolean",
    defaultValue: false,
    label: "Leading zeros",
  },
  ...disabledControl,
  ...readOnlyControl,
  ...requiredControl,
  ...invalidControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Date Input",
  summary: "Types a date or time one segment at a time: month, day, year, hour.",
  use: "Use it when the reader knows the date or time and types it, as for a birth date or a booking time, where a calendar would be slower.",
  group: "date-time",
  keywords: ["date", "time", "segments", "spinbutton"],
}
