import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  hover,
  mountDemo,
  resetMouseAndCleanup,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { multipleTriggerScenarios } from "../../../test/browser/pages/multiple-trigger"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-tooltip variant="multiple-trigger">: one tooltip for a product table. zag's
 * e2e/tooltip-multiple-trigger.e2e.ts, every scenario, ported (test/browser/pages/
 * multiple-trigger.ts). The basic demo has two triggers with a machine each and no table.
 */

const PRODUCTS = ["Laptop", "Mouse", "Keyboard", "Monitor", "Webcam"]

async function mountTable() {
  // No open delay: the scenarios are about which trigger the tooltip serves, not its timing.
  const mounted = await mountDemo("tooltip", { variant: "multiple-trigger", "open-delay": "0" })
  const all = within(mounted.root)
  return {
    ...mounted,
    trigger: (index: number) => getByRole(all, "button", { name: `About ${PRODUCTS[index]}` }),
    content: () => part(all, "tooltip", "content"),
    positioner: () => part(all, "tooltip", "positioner"),
  }
}

describe('<demo-tooltip variant="multiple-trigger">', () => {
  multipleTriggerScenarios({
    popup: "tooltip",
    mount: mountTable,
    texts: PRODUCTS,
    // The table's rows: the tooltip moves up from the last row's button to the first's.
    reposition: { from: 4, to: 0, axis: "y" },
    startKeyboardWith: "click",
  })

  describe("the page around it", () => {
    afterEach(resetMouseAndCleanup)

    it("says which product is active", async () => {
      const table = await mountTable()
      await hover(table.trigger(3))
      await waitFor(() => !table.content().hidden, "the tooltip")
      expect(table.root.textContent).to.contain("Active product: Monitor ($299)")
    })
  })
})
