// What the tabs and the steps demos share: tab triggers, one selected, with its panel.
// What is special to each (indicator, orientation, wizard rules) is in its own file.
import { expect } from "chai"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  waitFor,
  waitForVisualizer,
} from "./helpers"
import { tabList } from "./pages/tab-list"

const tabValues = ["lighthouses", "tide-pools", "dunes"]
const demos = [
  // The triggers' names, the one selected at first, and the Visualizer's text for the i-th.
  {
    slug: "tabs",
    names: ["Lighthouses", "Tide Pools", "Dunes"],
    first: 1,
    visualized: (index: number) => `value: "${tabValues[index]}"`,
  },
  {
    slug: "steps",
    names: ["Contact", "Profile", "Confirm"],
    first: 0,
    visualized: (index: number) => `step: ${index}`,
  },
]

for (const { slug, names, first, visualized } of demos)
  describe(`<demo-${slug}>, as every tab list`, () => {
    afterEach(cleanup)

    /** Waits until `name` is the one selected trigger, with its panel shown and labelled. */
    async function expectSelected(root: ShadowRoot, name: string) {
      const { trigger, selected, panel } = tabList(root)
      await waitFor(() => selected() === trigger(name).textContent, `${name} (now ${selected()})`)
      expect(panel().getAttribute("aria-labelledby")).to.equal(trigger(name).id)
      expect(trigger(name).getAttribute("aria-controls")).to.equal(panel().id)
    }

    it("selects one trigger at a time on click and shows its panel, labelled by it", async () => {
      const { root } = await mountDemo(slug)
      expect(tabList(root).triggers().length, "triggers").to.equal(names.length)
      await expectSelected(root, names[first]!)
      for (const name of [...names].reverse()) {
        await click(tabList(root).trigger(name))
        await expectSelected(root, name)
      }
    })

    it("selects a focused trigger with Enter", async () => {
      const { root } = await mountDemo(slug)
      tabList(root).trigger(names[2]!).focus()
      await expectFocus(tabList(root).trigger(names[2]!))
      await press("Enter")
      await expectSelected(root, names[2]!)
    })

    it("shows the selection in the Visualizer", async () => {
      const { root } = await mountDemo(slug)
      await openToolbarTab(root, "Visualizer")
      await waitForVisualizer(root, visualized(first))
      await click(tabList(root).trigger(names[2]!))
      await waitForVisualizer(root, visualized(2))
    })

    it("has no serious or critical axe violations with the last trigger selected", async () => {
      const { element, root } = await mountDemo(slug)
      await click(tabList(root).trigger(names[2]!))
      await expectSelected(root, names[2]!)
      expect(await seriousViolations(element)).to.deep.equal([])
    })
  })
