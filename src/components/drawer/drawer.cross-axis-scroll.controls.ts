import { defineControls } from "../kit/runtime/controls"
import type { VariantAbout } from "../kit/runtime/demo-types"
import { controls as drawerControls } from "./drawer.controls"

// The demo's settings, with the drawer at the top or bottom only: the photo strip scrolls
// sideways, across the swipe, which a side drawer would turn into along it.
export const controls = defineControls({
  ...drawerControls,
  swipeDirection: { ...drawerControls.swipeDirection, options: ["down", "up"] },
})

export const about: VariantAbout = {
  label: "Sideways scroll",
  summary:
    "A bottom drawer holding a strip that scrolls sideways: pulling the strip scrolls it and leaves the drawer where it is.",
  keywords: ["cross-axis scroll", "horizontal scroll", "carousel", "preventDragOnScroll", "swipe"],
}
