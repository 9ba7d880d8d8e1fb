/** The marquee demo's parts: the region by role and name, its copies by part, the buttons by name. */
import { getByRole } from "@testing-library/dom"
import { stageOf, within } from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function marqueeDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  const region = () => getByRole(stage, "region", { name: "Marquee content" })
  const contents = () => parts(stage, "marquee", "content")
  return {
    region,
    /** The first copy of the items, the one screen readers read. */
    content: () => contents()[0]!,
    /** Every copy: the first, then those zag adds to close the loop. */
    contents,
    viewport: () => part(stage, "marquee", "viewport"),
    edges: () => parts(stage, "marquee", "edge"),
    /** The item names of one copy, as shown. */
    names: (copy: HTMLElement) =>
      [...copy.querySelectorAll(".sb-marquee-name")].map((name) => name.textContent),
    button: (name: "Pause" | "Resume" | "Toggle") =>
      getByRole(within(root), "button", { name }) as HTMLButtonElement,
    status: () => getByRole(stage, "status").textContent,
    paused: () => region().hasAttribute("data-paused"),
    /** The play states of the first copy's animations: none when motion is reduced. */
    playStates: () =>
      marqueeDemo(root)
        .content()
        .getAnimations()
        .map((animation) => animation.playState),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    pauseOnInteraction: SEEN_WHEN.pointer,
  },
}
