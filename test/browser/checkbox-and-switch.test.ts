/**
 * What the checkbox and the switch demos share: both are a zag checkbox-like control over a
 * native checkbox in a logged form. What is special to each is in its own file.
 */
import { expect } from "chai"
import {
  captureLogs,
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  visualizerText,
  waitFor,
  waitForVisualizer,
} from "./helpers"
import { checkbox } from "../../src/components/checkbox/checkbox.page"
import { featureSwitch } from "../../src/components/switch/switch.page"

// The attributes that make each start checked differ.
const demos: { slug: string; page: typeof featureSwitch; startChecked: Record<string, string> }[] =
  [
    { slug: "checkbox", page: checkbox, startChecked: { checked: "true" } },
    { slug: "switch", page: featureSwitch, startChecked: { "default-checked": "true" } },
  ]

for (const { slug, page, startChecked } of demos)
  describe(`<demo-${slug}>, as every on/off control`, () => {
    afterEach(cleanup)

    async function mount(attributes: Record<string, string> = {}) {
      const demo = await mountDemo(slug, attributes)
      return { ...demo, widget: page(demo.root) }
    }

    it("starts unchecked", async () => {
      const { widget } = await mount()
      expect(widget.input().checked).to.equal(false)
      expect(widget.state()).to.equal("unchecked")
    })

    it("toggles on a click of its control and of its label", async () => {
      const { widget } = await mount()
      await click(widget.control())
      expect(widget.input().checked).to.equal(true)
      expect(widget.state()).to.equal("checked")
      await click(widget.label())
      expect(widget.input().checked).to.equal(false)
      expect(widget.state()).to.equal("unchecked")
    })

    it("toggles with Space when focused", async () => {
      const { widget } = await mount()
      widget.input().focus()
      await expectFocus(widget.input())
      await press("Space")
      expect(widget.input().checked).to.equal(true)
      await press("Space")
      expect(widget.input().checked).to.equal(false)
    })

    it("ignores clicks and Space when read-only", async () => {
      const { widget } = await mount({ ...startChecked, "read-only": "" })
      await click(widget.control())
      widget.input().focus()
      await press("Space")
      expect(widget.input().checked).to.equal(true)
      expect(widget.state()).to.equal("checked")
    })

    it("logs its name and value as a form change", async () => {
      const { widget } = await mount({ name: "choice", value: "yes" })
      const logs = captureLogs()
      try {
        await click(widget.control())
        await waitFor(
          () =>
            logs.lines.some(
              ([message, values]) =>
                message === `<demo-${slug}> form change` &&
                JSON.stringify(values) === '{"choice":"yes"}',
            ),
          "the form change logged",
        )
      } finally {
        logs.restore()
      }
    })

    it("shows the ready state and the checked context in the Visualizer", async () => {
      const { root, widget } = await mount()
      await openToolbarTab(root, "Visualizer")
      await waitForVisualizer(root, 'state: "ready"', "ready state")
      expect(visualizerText(root)).to.contain("checked: false")
      await click(widget.control())
      await waitForVisualizer(root, "checked: true", "checked context")
    })

    it("has no serious or critical axe violations when checked, invalid and required", async () => {
      const { element, widget } = await mount({ invalid: "", required: "" })
      await click(widget.control())
      expect(await seriousViolations(element)).to.deep.equal([])
    })
  })
