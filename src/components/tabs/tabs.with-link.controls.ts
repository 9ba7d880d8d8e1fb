import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as tabsControls } from "./tabs.controls"

// Manual activation only: with links, each arrow press would otherwise change the address.
const { loopFocus, orientation, dir } = tabsControls
export const controls = defineControls({ loopFocus, orientation, dir })

export const about: VariantAbout = {
  label: "With link",
  summary:
    "Tabs that are links to #fragments of the page: choosing one puts its fragment in the address, and an address with one opens that tab.",
  keywords: ["link", "anchor", "href", "navigate", "hash", "deep link"],
}
