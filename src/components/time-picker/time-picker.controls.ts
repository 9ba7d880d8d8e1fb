import { defineControls } from "../kit/runtime/controls"
import { directionControl, disabledControl, readOnlyControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  locale: {
    description: "Sets 12- or 24-hour display and the input's format.",
    type: "select",
    options: ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"],
    defaultValue: "en-US",
  },
  allowSeconds: {
    description: "Shows the seconds column and accepts seconds in the input.",
    type: "boolean",
    defaultValue: true,
  },
  min: {
    description: "Earliest time, 24-hour `hh:mm[:ss]`; empty for none.",
    type: "string",
    defaultValue: "",
    placeholder: "09:00",
  },
  max: {
    description: "Latest time, 24-hour `hh:mm[:ss]`; empty for none.",
    type: "string",
    defaultValue: "",
    placeholder: "17:30",
  },
  minuteStep: {
    description: "Minutes between the cells of the minute column.",
    type: "number",
    defaultValue: 1,
    min: 1,
    max: 30,
  },
  placement: {
    description: "Where the time list opens relative to the field.",
    type: "select",
    options: ["bottom-start", "bottom", "bottom-end", "top-start", "top", "top-end"],
    defaultValue: "bottom-start",
  },
  ...disabledControl,
  ...readOnlyControl,
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Time Picker",
  summary: "Picks a time of day from typed text or a list.",
  use: "Use it to choose a time of day, such as a meeting time, from a list of steps or by typing it.",
  group: "date-time",
  keywords: ["clock", "hour", "time"],
}
