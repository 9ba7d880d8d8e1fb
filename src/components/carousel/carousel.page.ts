/**
 * The carousel demo's parts: its slides, Prev/Next and play buttons, page indicators and the
 * "n / total" progress text, by zag's part names and the buttons' accessible names.
 */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function carousel(root: ShadowRoot) {
  const stage = stageOf(root)
  const button = (name: RegExp) => getByRole(stage, "button", { name }) as HTMLButtonElement
  const indicators = () => parts(stage, "carousel", "indicator")
  const slides = () => parts(stage, "carousel", "item")
  return {
    root: () => part(stage, "carousel", "root"),
    /** The strip that holds the slides and takes the drag. */
    itemGroup: () => part(stage, "carousel", "item-group"),
    slides,
    /** The image of each slide, in order. */
    images: () => slides().map((slide) => slide.querySelector("img")!),
    prev: () => button(/^Prev slide$/),
    next: () => button(/^Next slide$/),
    play: () => button(/^Play slide rotation$/),
    pause: () => button(/^Pause slide rotation$/),
    indicators,
    /** The position of the current page's indicator (-1 when none is current). */
    currentIndicator: () =>
      indicators().findIndex((indicator) => indicator.hasAttribute("data-current")),
    /** The page on show as the demo writes it, e.g. "2 / 3". */
    progress: () => part(stage, "carousel", "progress-text").textContent,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    allowMouseDrag: SEEN_WHEN.pointer,
    autoplayDelay: SEEN_WHEN.time,
  },
  sampleText: {
    spacing: "4px",
  },
}
