/**
 * The tour demo's parts: the Start Tour button, the sections the steps point at (one inside an
 * iframe), and, while the tour runs, zag's card (`content`) and the spotlight around a target.
 */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function tour(root: ShadowRoot) {
  const all = within(root)
  const card = () => part(all, "tour", "content")
  const frame = () => root.querySelector("iframe")
  return {
    startButton: () => getByRole(all, "button", { name: "Start Tour" }),
    /** The section headings outside the frame, in order. */
    headings: () =>
      [...root.querySelectorAll(".sb-tour-section .sb-heading")].map((h) => h.textContent),
    /** The element a step points at, by the name the demo gives it (`step-1`, `status`, …). */
    target: (name: string) => root.querySelector<HTMLElement>(`[data-tour-target="${name}"]`)!,
    frame: () => frame()!,
    /** The document inside the step-3 frame, once it has one. */
    frameDocument: () => frame()?.contentDocument,
    /** The line under Start Tour that says how the tour last went ("Tour status: …"). */
    status: () => root.querySelector(".sb-tour-status")?.textContent ?? "",
    card,
    isOpen: () => card().dataset.state === "open",
    /** A button of the card by its accessible name (`next step`, `skip tour`, …). */
    cardButton: (name: string) => getByRole(card(), "button", { name }) as HTMLButtonElement,
    cardTitle: () => card().querySelector('[data-part="title"]')?.textContent,
    /** The card's "n of total" text ("" when it has none). */
    progress: () => card().querySelector('[data-part="progress-text"]')?.textContent ?? "",
    spotlight: () => part(all, "tour", "spotlight"),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnEscape: SEEN_WHEN.tour,
    closeOnInteractOutside: SEEN_WHEN.tour,
    gutter: SEEN_WHEN.tour,
    keyboardNavigation: SEEN_WHEN.tour,
    preventInteraction: SEEN_WHEN.tour,
    skipBehavior: SEEN_WHEN.tour,
    spotlightOffsetX: SEEN_WHEN.tour,
    spotlightOffsetY: SEEN_WHEN.tour,
    startAt: SEEN_WHEN.tour,
  },
}
