import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const timePickerControls = defineControls({
  /** Sets 12- or 24-hour display and the input's format. */
  locale: {
    type: "select",
    options: ["en-US", "en-GB", "de-DE", "fr-FR", "ja-JP"],
    defaultValue: "en-US",
  },
  /** Shows the seconds column and accepts seconds in the input. */
  allowSeconds: { type: "boolean", defaultValue: true },
  /** Earliest time, 24-hour `hh:mm[:ss]`; empty for none. */
  min: { type: "string", defaultValue: "", placeholder: "09:00" },
  /** Latest time, 24-hour `hh:mm[:ss]`; empty for none. */
  max: { type: "string", defaultValue: "", placeholder: "17:30" },
  /** Minutes between the cells of the minute column. */
  minuteStep: { type: "number", defaultValue: 1, min: 1, max: 30 },
  placement: {
    type: "select",
    options: ["bottom-start", "bottom", "bottom-end", "top-start", "top", "top-end"],
    defaultValue: "bottom-start",
  },
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
  ...directionControl,
})
