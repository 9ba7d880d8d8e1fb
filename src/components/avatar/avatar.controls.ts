import { defineControls } from "../kit/runtime/controls"
import { directionControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  name: {
    description: "The person's name; the fallback shows its initials while no image is shown.",
    type: "string",
    defaultValue: "Riley Morgan",
    placeholder: "Riley Morgan",
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Avatar",
  summary: "A profile image that falls back to initials when it fails to load.",
  use: "Use it to show a person in lists, comments and menus, where a missing photo must still leave something recognisable.",
  group: "display",
  keywords: ["profile", "image", "initials"],
}
