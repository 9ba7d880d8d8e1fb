import { defineControls } from "../kit/runtime/controls"
import { directionControl } from "../kit/runtime/shared-controls"
import type { VariantAbout } from "../kit/runtime/demo-types"

// One slide a page, the thumbnails 3.5 a page: only loop and direction remain settings.
export const controls = defineControls({
  loop: {
    description: "Next and Prev wrap around at the ends.",
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
})

export const about: VariantAbout = {
  label: "Thumbnail",
  summary:
    "A carousel with a strip of thumbnails under it: a thumbnail shows its slide, and the strip follows the slide shown.",
  keywords: ["thumbnails", "gallery", "synced carousels", "image viewer"],
}
