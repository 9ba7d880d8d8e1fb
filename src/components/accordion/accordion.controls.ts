import { defineControls } from "../kit/runtime/controls"
import {
  directionControl,
  disabledControl,
  headingLevelControl,
  verticalOrientationControl,
} from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  value: {
    description: "Items open now, by value, comma-separated (`home,about`).",
    type: "string",
    defaultValue: "",
    label: "Open items",
    placeholder: "home,about",
  },
  multiple: {
    description: "Several items may be open at once.",
    type: "boolean",
    defaultValue: false,
  },
  collapsible: {
    description: "The open item can be closed again when multiple is off.",
    type: "boolean",
    defaultValue: false,
  },
  ...verticalOrientationControl,
  ...directionControl,
  ...disabledControl,
  ...headingLevelControl,
})

export const about: DemoAbout = {
  label: "Accordion",
  summary: "Stacked sections that expand one or several at a time.",
  use: "Use it for a page of related sections a reader scans by heading, such as an FAQ or a settings page, where only some need to be open at once.",
  group: "navigation",
  keywords: ["expand", "disclosure", "faq"],
}
