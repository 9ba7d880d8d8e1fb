import { expect } from "chai"
import { compareWithChromium, type Comparison } from "./ax-compare"
import { cleanup, click, mountDemo, nextFrame, press, type MountedDemo } from "./helpers"
import { accordion } from "../../src/components/accordion/accordion.page"
import { testFacts as comboboxFacts } from "../../src/components/combobox/combobox.page"
import { datePicker } from "../../src/components/date-picker/date-picker.page"
import { dialogDemo } from "../../src/components/dialog/dialog.page"
import { testFacts as menuFacts } from "../../src/components/menu/menu.page"
import { slider } from "./pages/slider-parts"
import { tabs } from "../../src/components/tabs/tabs.page"
import { toastDemo } from "../../src/components/toast/toast.page"
import { tour } from "../../src/components/tour/tour.page"
import { treeView } from "../../src/components/tree-view/tree-view.page"

/**
 * For ten demos across kinds, each in its first state and after one use that changes what
 * assistive technology is told: the Accessibility tab's parts (element.accessibilityInfo)
 * agree with what Chromium's accessibility tree reports for the same elements.
 */
const SCENARIOS: Record<string, (demo: MountedDemo) => Promise<unknown>> = {
  accordion: ({ root }) => click(accordion(root).triggers()[0]!),
  menu: ({ root }) => click(menuFacts.popupTrigger!(root)),
  combobox: ({ root }) => click(comboboxFacts.popupTrigger!(root)),
  dialog: ({ root }) => click(dialogDemo(root).trigger()),
  slider: async ({ root }) => {
    slider(root).thumb().focus()
    await press("ArrowRight")
  },
  tabs: ({ root }) => click(tabs(root).triggers()[1]!),
  "tree-view": ({ root }) => click(treeView(root).node("src")),
  "date-picker": ({ root }) => click(datePicker(root).trigger()),
  toast: ({ root }) => click(toastDemo(root).button("Notify (Error)")),
  tour: ({ root }) => click(tour(root).startButton()),
}

const totals: Comparison = { parts: 0, facts: 0, mismatches: [] }

describe("the parts table against Chromium's accessibility tree", () => {
  afterEach(cleanup)
  after(() => {
    console.log(
      `accessibility tree comparison: ${totals.parts} parts, ${totals.facts} facts, ${totals.mismatches.length} mismatches`,
    )
  })

  for (const [slug, use] of Object.entries(SCENARIOS)) {
    it(`${slug}: at first and after use`, async () => {
      const demo = await mountDemo(slug, { "no-toolbar": "" })
      await (demo.element as HTMLElement & { ready: Promise<void> }).ready
      const first = await compareWithChromium(demo.element, demo.stage)
      await use(demo)
      await new Promise((resolve) => setTimeout(resolve, 400))
      await nextFrame()
      const after = await compareWithChromium(demo.element, demo.stage)
      for (const comparison of [first, after]) {
        totals.parts += comparison.parts
        totals.facts += comparison.facts
        totals.mismatches.push(...comparison.mismatches)
      }
      for (const line of [...first.mismatches, ...after.mismatches]) console.log(`${slug}: ${line}`)
      expect(first.parts + after.parts, "parts compared").to.be.greaterThan(3)
      expect([...first.mismatches, ...after.mismatches]).to.deep.equal([])
    })
  }
})
