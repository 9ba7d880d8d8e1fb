/**
 * The toggle group demo's parts: the Bold, Italic and Underline items (named by `aria-label`)
 * and the Outside button before them, to tab in from.
 */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function toggleGroup(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    /** The group: a radiogroup in single mode, a group of toggle buttons in multiple mode. */
    group: (role: "radiogroup" | "group") => getByRole(stage, role, { name: "Text style" }),
    outside: () => getByRole(stage, "button", { name: "Outside" }),
    item: (name: string) =>
      stage.querySelector<HTMLElement>(`[data-part="item"][aria-label="${name}"]`)!,
    /** The names of the items that are on, in order. */
    on: () =>
      [...stage.querySelectorAll('[data-part="item"][data-state="on"]')].map((item) =>
        item.getAttribute("aria-label"),
      ),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    loopFocus: SEEN_WHEN.keys,
  },
}
