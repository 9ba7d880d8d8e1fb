import { defineControls } from "../kit/controls"
import { directionControl } from "../kit/shared-controls"

export const numberInputControls = defineControls({
  min: { type: "number", defaultValue: 0 },
  max: { type: "number", defaultValue: 100 },
  /** Arrow keys and the triggers move by this; shift+arrow moves ten steps. */
  step: { type: "number", defaultValue: 1, min: 0.001 },
  /** On blur a value outside min..max is brought back to the nearest bound (SPEC §5). */
  clampValueOnBlur: { type: "boolean", defaultValue: true },
  /** Stepping may go past min and max. */
  allowOverflow: { type: "boolean", defaultValue: false },
  /** The mouse wheel steps the value while the input has focus. */
  allowMouseWheel: { type: "boolean", defaultValue: false },
  /** Holding a trigger keeps stepping (after 300 ms, every 50 ms). */
  spinOnPress: { type: "boolean", defaultValue: true },
  /** How the value is written: `plain` is the bare number; the others go through Intl. */
  format: { type: "select", options: ["plain", "decimal", "currency"], defaultValue: "plain" },
  /** Formats and parses by this locale when a format is chosen (`de-DE` writes 1,5). */
  locale: { type: "string", defaultValue: "en-US", placeholder: "en-US" },
  ...directionControl,
  disabled: { type: "boolean", defaultValue: false },
  readOnly: { type: "boolean", defaultValue: false },
})
