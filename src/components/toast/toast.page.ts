/**
 * The toast demo's parts: its six buttons, the Notifications region (zag's `group`) and the
 * toasts in it, each a zag `root` with a title and a dismiss button.
 */
import { getByRole } from "@testing-library/dom"
import { waitFor, within } from "../../../test/browser/helpers"
import { parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function toastDemo(root: ShadowRoot) {
  const all = within(root)
  const toasts = () => parts(all, "toast", "root")
  return {
    button: (name: string) => getByRole(all, "button", { name }),
    // A query, not `part`: the test of a live placement change reads it while it re-renders.
    region: () => all.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')!,
    /** The toasts on show, closing ones included, in document order. */
    toasts,
    /** The type of each toast on show (`loading`, `error`), in order. */
    types: () => toasts().map((toast) => toast.dataset.type),
    /** Waits until a toast of `type` is in place, and gives the first such toast. */
    toastInPlace: (type: string) =>
      waitFor(() => {
        const toast = toasts().find((candidate) => candidate.dataset.type === type)
        return isSettled(toast) && toast
      }, `a ${type} toast in place`),
  }
}

/**
 * A new toast slides in from below the viewport: it is where a user sees it once mounted
 * and its transition has ended.
 */
export const isSettled = (toast: Element | undefined) =>
  !!toast?.hasAttribute("data-mounted") && toast.getAnimations().length === 0

export const toastTitle = (toast: Element) =>
  toast.querySelector('[data-scope="toast"][data-part="title"]')?.textContent

export const dismissButton = (toast: HTMLElement) =>
  getByRole(toast, "button", { name: "Dismiss notification" })

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    pauseOnPageIdle: SEEN_WHEN.time,
    removeDelay: SEEN_WHEN.time,
    max: SEEN_WHEN.noValue,
    overlap: `${SEEN_WHEN.noValue} (how toasts stack: there are none at first)`,
  },
}
