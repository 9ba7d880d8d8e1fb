import { defineControls } from "../kit/runtime/controls"
import type { DemoAbout } from "../kit/runtime/demo-types"

export const controls = defineControls({
  placement: {
    description: "Where the stack sits in the viewport.",
    type: "select",
    options: ["top-start", "top", "top-end", "bottom-start", "bottom", "bottom-end"],
    defaultValue: "bottom-end",
  },
  overlap: {
    description:
      "Toasts pile up behind the newest one until the pointer or focus enters the region.",
    type: "boolean",
    defaultValue: true,
  },
  gap: {
    description: "Space between expanded toasts, in pixels.",
    type: "number",
    defaultValue: 16,
    min: 0,
    max: 64,
  },
  max: {
    description: "Toasts shown at once; more wait in a queue (zag's default is 24).",
    type: "number",
    defaultValue: 24,
    min: 1,
    max: 100,
  },
  pauseOnPageIdle: {
    description: "Pauses every toast while the page is hidden.",
    type: "boolean",
    defaultValue: false,
    label: "Pause on page idle",
  },
  removeDelay: {
    description: "Time a dismissed toast stays for its exit transition, in milliseconds.",
    type: "number",
    defaultValue: 200,
    min: 0,
    max: 5000,
  },
})

export const about: DemoAbout = {
  label: "Toast",
  summary: "Short notifications that stack and dismiss themselves.",
  use: "Use it to confirm an action or report an event, such as Saved or Message sent, without interrupting the reader's work.",
  group: "overlays",
  keywords: ["notification", "snackbar", "alert"],
}
