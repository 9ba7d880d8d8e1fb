import { defineControls, type SelectControl } from "./controls"
import { popupPlacements } from "./overlay"

/**
 * Settings several demos share, spread into their schemas (`...directionControl`). A demo
 * whose widget gives one a meaning of its own keeps the kit's control and overrides only the
 * sentence (`readOnly: { ...readOnlyControl.readOnly, description: "…" }`).
 * Each carries its description in its `description` field, which the attribute docs, the
 * manifest and the tag types read, and which survives the spread (a doc comment would not).
 */

/** Reading direction, passed to the machine as zag's `dir`. */
export const directionControl = defineControls({
  dir: {
    type: "select",
    options: ["ltr", "rtl"],
    defaultValue: "ltr",
    label: "Direction",
    description:
      "Reading direction: rtl mirrors the layout and, where the widget has them, the arrow keys.",
  },
})

/** The demo's own headings (item titles, group labels, popup titles). */
export const headingLevelControl = defineControls({
  headingLevel: {
    type: "select",
    options: ["none", "1", "2", "3", "4", "5", "6"],
    defaultValue: "none",
    description:
      "Level of the demo's own headings (2 where it sits under an h1); none leaves them out of the page outline.",
  },
})

/** The widget ignores input: zag's `disabled`. */
export const disabledControl = defineControls({
  disabled: {
    type: "boolean",
    defaultValue: false,
    description: "The widget takes no pointer or keyboard input and is shown disabled.",
  },
})

/** A form field marked invalid: zag's `invalid`. */
export const invalidControl = defineControls({
  invalid: {
    type: "boolean",
    defaultValue: false,
    description: "Marks the field invalid (aria-invalid), as a failed validation would.",
  },
})

/** A form field that must have a value: zag's `required`. */
export const requiredControl = defineControls({
  required: {
    type: "boolean",
    defaultValue: false,
    description: "The form will not submit without a value here.",
  },
})

/** A widget laid out in a row unless told otherwise: zag's `orientation`. */
export const orientationControl = defineControls({
  orientation: {
    type: "select",
    options: ["horizontal", "vertical"],
    defaultValue: "horizontal",
    description: "Lays the parts out horizontally or vertically; the arrow keys follow.",
  },
})

/** A form field that shows its value but takes no changes: zag's `readOnly`. */
export const readOnlyControl = defineControls({
  readOnly: {
    type: "boolean",
    defaultValue: false,
    label: "Read-only",
    description: "The value can be seen and focused but not changed.",
  },
})

/** A widget stacked unless told otherwise: zag's `orientation`, vertical first. */
export const verticalOrientationControl = defineControls({
  orientation: {
    ...orientationControl.orientation,
    options: ["vertical", "horizontal"],
    defaultValue: "vertical",
  },
})

/** A popup or overlay that Escape dismisses: zag's `closeOnEscape`. */
export const closeOnEscapeControl = defineControls({
  closeOnEscape: { type: "boolean", defaultValue: true, description: "Escape closes it." },
})

/**
 * Where a popup opens: zag's `positioning.placement`. A control, not a schema to spread:
 * the key, the default and the sentence differ from popup to popup.
 */
export function placementControl(
  defaultValue: (typeof popupPlacements)[number],
  description: string,
): SelectControl<(typeof popupPlacements)[number]> {
  return { type: "select", options: popupPlacements, defaultValue, description }
}
