/** The tabs demo's parts: its article tabs, their sliding indicator and the sighting field. */
import { getByLabelText } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { tabList } from "../../../test/browser/pages/tab-list"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function tabs(root: ShadowRoot) {
  return {
    ...tabList(root),
    indicator: () => part(stageOf(root), "tabs", "indicator"),
    sighting: () => getByLabelText(stageOf(root), "Your sighting") as HTMLInputElement,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    loopFocus: SEEN_WHEN.keys,
    activationMode: SEEN_WHEN.keys,
  },
}
