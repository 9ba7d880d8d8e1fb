import { getByRole } from "@testing-library/dom"
import { mountDemo, within } from "../../../test/browser/helpers"
import { multipleTriggerScenarios } from "../../../test/browser/pages/multiple-trigger"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-hover-card variant="multiple-trigger">: one card for a row of names. zag's
 * e2e/hover-card-multiple-trigger.e2e.ts, every scenario, ported (test/browser/pages/
 * multiple-trigger.ts). The basic demo has one trigger, @zag_js, and no one else to preview.
 */

const HANDLES = ["@alice", "@bob", "@charlie", "@diana"]

async function mountPeople() {
  // No open delay: the scenarios are about which trigger the card serves, not its timing.
  const mounted = await mountDemo("hover-card", { variant: "multiple-trigger", "open-delay": "0" })
  const all = within(mounted.root)
  return {
    ...mounted,
    trigger: (index: number) => getByRole(all, "link", { name: HANDLES[index] }),
    content: () => part(all, "hover-card", "content"),
    positioner: () => part(all, "hover-card", "positioner"),
  }
}

describe('<demo-hover-card variant="multiple-trigger">', () => {
  multipleTriggerScenarios({
    popup: "hover card",
    mount: mountPeople,
    texts: ["Alice Johnson", "Bob Smith", "Charlie Brown", "Diana Prince"],
    // The names sit side by side: the card moves sideways from the first to the last.
    reposition: { from: 0, to: 3, axis: "x" },
    startKeyboardWith: "focus",
  })
})
