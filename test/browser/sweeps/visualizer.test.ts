import { expect } from "chai"
import { sweptDemos } from "./swept"
import type { DemoElementApi } from "../../../src/elements/api/event-types"
import { cleanup, mountDemo, openToolbarTab, waitFor } from "../helpers"

// Every demo's Visualizer tab shows the current state of each machine the demo runs, as the
// element reports them (`element.machineInfo`). Per-demo files test the states a user reaches.
describe("the Visualizer shows every machine's state, every demo", () => {
  afterEach(cleanup)

  for (const { slug } of sweptDemos)
    it(`<demo-${slug}>`, async () => {
      const { element, root } = await mountDemo(slug)
      await openToolbarTab(root, "Visualizer")
      const info = await waitFor(
        () => (element as HTMLElement & DemoElementApi).machineInfo,
        "the machine info",
      )
      const machines = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"] .sb-machine')]
      expect(machines.map((machine) => machine.getAttribute("aria-label"))).to.deep.equal(
        info.machines.map((machine) => `${machine.label} state`),
      )
      machines.forEach((machine, index) => {
        const { label, current } = info.machines[index]!
        const shown = machine.querySelector('[data-testid="machine-state"]')!.textContent!
        expect(shown.startsWith(`state: ${JSON.stringify(current)}context: `), shown).to.equal(true)
        expect(machine.checkVisibility(), `${label} shown`).to.equal(true)
      })
    })
})
