import { defineControls } from "../kit/controls"

export const toastControls = defineControls({
  /** Where the stack sits in the viewport. */
  placement: {
    type: "select",
    options: ["top-start", "top", "top-end", "bottom-start", "bottom", "bottom-end"],
    defaultValue: "bottom-end",
  },
  /** Toasts pile up behind the newest one until the pointer or focus enters the region. */
  overlap: { type: "boolean", defaultValue: true },
  /** Space between expanded toasts, in pixels. */
  gap: { type: "number", defaultValue: 16, min: 0, max: 64 },
  /** Toasts shown at once; more wait in a queue. SPEC says unlimited, zag's default is 24. */
  max: { type: "number", defaultValue: 24, min: 1, max: 100 },
  /** Pauses every toast while the page is hidden. */
  pauseOnPageIdle: { type: "boolean", defaultValue: false, label: "Pause on page idle" },
  /** Time a dismissed toast stays for its exit transition, in milliseconds. */
  removeDelay: { type: "number", defaultValue: 200, min: 0, max: 5000 },
})
