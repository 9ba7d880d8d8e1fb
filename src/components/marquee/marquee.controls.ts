import { defineControls } from "../kit/runtime/controls"
import { directionControl } from "../kit/runtime/shared-controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  side: {
    description:
      "The side the items scroll towards: start and end run along the row, top and bottom run up or down a column.",
    type: "select",
    options: ["start", "end", "top", "bottom"],
    defaultValue: "start",
  },
  speed: {
    description: "How fast the items move, in pixels per second.",
    type: "number",
    defaultValue: 50,
    min: 1,
    max: 1000,
  },
  pauseOnInteraction: {
    description: "The marquee stops while the pointer is over it or focus is inside it.",
    type: "boolean",
    defaultValue: false,
  },
  reverse: {
    description: "Runs the items the other way, away from the chosen side.",
    type: "boolean",
    defaultValue: false,
  },
  ...directionControl,
})

export const about: DemoAbout = {
  label: "Marquee",
  summary: "Scrolls a row of items round and round, with buttons to pause it.",
  use: "Use it for decorative, non-essential content that moves, such as logos or headlines, never for anything a reader must read in time.",
  group: "display",
  keywords: ["ticker", "logo wall", "scrolling banner", "carousel", "autoplay"],
}
