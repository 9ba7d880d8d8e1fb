import { defineControls } from "../kit/runtime/controls"
import { placementControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  activationMode: {
    description:
      "`automatic` selects a tab as it gets focus; `manual` waits for Enter, Space or a click.",
    type: "select",
    options: ["automatic", "manual"],
    defaultValue: "automatic",
  },
  openOnClick: {
    description: "A click in a country field opens its list, before anything is typed.",
    type: "boolean",
    defaultValue: false,
  },
  loopFocus: {
    description: "In a country list, arrow keys wrap from the last country to the first and back.",
    type: "boolean",
    defaultValue: true,
  },
  placement: placementControl("bottom-start", "Where a country list opens relative to its field."),
})

export const about: DemoAbout = {
  label: "Combobox in Tabs",
  summary: "Shipping and billing tabs, each with its own country combobox.",
  use: "Use it as a pattern for forms that repeat one field in several tabs, each keeping its own value and open list while the other is hidden.",
  group: "compositions",
  keywords: ["composition", "tabs", "combobox", "autocomplete", "address", "form", "panel"],
}
