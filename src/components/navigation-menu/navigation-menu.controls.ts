import { defineControls } from "../kit/runtime/controls"
import { directionControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  ...directionControl,
  openDelay: {
    description:
      "Milliseconds the pointer rests on a section before its panel opens; once a panel is open, the next opens at once.",
    type: "number",
    defaultValue: 200,
    min: 0,
    step: 50,
  },
  closeDelay: {
    description:
      "Milliseconds after the pointer leaves a section and its panel before the panel closes.",
    type: "number",
    defaultValue: 300,
    min: 0,
    step: 50,
  },
})

export const about: DemoAbout = {
  label: "Navigation Menu",
  summary: "Site navigation whose sections open panels of links on hover, click or keys.",
  use: "Use it for a site header whose sections each hold many links, shown as panels, instead of a long bar of links.",
  group: "navigation",
  keywords: ["nav", "mega menu", "menubar", "header links", "dropdown"],
}
