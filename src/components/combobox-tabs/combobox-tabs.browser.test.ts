/**
 * A country combobox in each of two tab panels. The list is the only layer: Escape closes
 * it and leaves the tab alone; arrow keys in a field are the field's, never the tabs'; each
 * panel keeps its own choice across tab switches.
 */
import { expect } from "chai"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  sleep,
  type,
  waitFor,
} from "../../../test/browser/helpers"
import { comboboxTabs } from "./combobox-tabs.page"

async function mount(attributes: Record<string, string> = {}) {
  const { root, element } = await mountDemo("combobox-tabs", attributes)
  return { root, element, page: comboboxTabs(root) }
}

type Page = ReturnType<typeof comboboxTabs>

async function searchShipping(page: Page, text: string) {
  await click(page.country("Shipping"))
  await type(text)
  return waitFor(() => page.list("Shipping"), "the shipping list to open")
}

describe("<demo-combobox-tabs>", () => {
  afterEach(cleanup)

  it("shows the Shipping tab, with an empty Country field whose list is closed", async () => {
    const { page } = await mount()
    expect(page.selectedTab()).to.equal("Shipping")
    expect(page.panel("Billing").hidden).to.equal(true)
    expect(page.country("Shipping").value).to.equal("")
    expect(page.country("Shipping").getAttribute("aria-expanded")).to.equal("false")
  })

  it("typing filters the countries; Enter chooses one and the tab stays", async () => {
    const { page } = await mount()
    await searchShipping(page, "ger")
    await waitFor(
      () => page.optionNames("Shipping").every((name) => /ger/i.test(name!)) || null,
      "only countries containing ger",
    )
    expect(page.optionNames("Shipping")).to.include("Germany")
    await press("ArrowDown")
    await waitFor(() => page.highlighted("Shipping"), "a country highlighted")
    const chosen = page.highlighted("Shipping")!.replace("✓", "")
    await press("Enter")
    await waitFor(
      () => page.country("Shipping").value === chosen || null,
      `the field says ${chosen}`,
    )
    expect(page.list("Shipping")).to.equal(null)
    expect(page.selectedTab()).to.equal("Shipping")
  })

  it("arrow keys in the field move the caret and the list, never the tabs", async () => {
    const { page } = await mount()
    await searchShipping(page, "an")
    await press("ArrowLeft")
    await press("ArrowRight")
    await press("ArrowDown")
    await sleep(100)
    expect(page.selectedTab()).to.equal("Shipping")
    expect(page.list("Shipping"), "the list stays open").to.not.equal(null)
    await expectFocus(page.country("Shipping"))
  })

  it("Escape closes the list only: the panel stays and focus stays in the field", async () => {
    const { page } = await mount()
    await searchShipping(page, "a")
    await press("Escape")
    await waitFor(() => page.list("Shipping") === null || null, "the list to close")
    expect(page.selectedTab()).to.equal("Shipping")
    expect(page.panel("Shipping").hidden).to.equal(false)
    await expectFocus(page.country("Shipping"))
  })

  it("a click on the other tab closes the open list and shows that tab's own field", async () => {
    const { page } = await mount()
    await searchShipping(page, "fra")
    await press("ArrowDown")
    await press("Enter")
    await waitFor(() => page.country("Shipping").value === "France" || null, "France chosen")
    await press("ArrowDown")
    await waitFor(() => page.list("Shipping"), "the list open again")
    await click(page.tab("Billing"))
    await waitFor(() => page.selectedTab() === "Billing" || null, "the Billing tab")
    expect(page.list("Shipping"), "the shipping list closed").to.equal(null)
    expect(page.country("Billing").value, "billing has its own field").to.equal("")
    await click(page.tab("Shipping"))
    await waitFor(() => page.selectedTab() === "Shipping" || null, "back on Shipping")
    expect(page.country("Shipping").value, "the choice is kept").to.equal("France")
  })

  it("the tabs' own keys: ArrowRight moves to Billing, Tab then reaches its field", async () => {
    const { page } = await mount()
    page.tab("Shipping").focus()
    await press("ArrowRight")
    await waitFor(() => page.selectedTab() === "Billing" || null, "Billing selected")
    await press("Tab")
    await expectFocus(page.country("Billing"))
  })

  it("openOnClick opens a field's list on a click, before anything is typed", async () => {
    const { page } = await mount({ "open-on-click": "true" })
    await click(page.country("Shipping"))
    await waitFor(() => page.list("Shipping"), "the list to open")
    expect(page.optionNames("Shipping").length).to.be.greaterThan(10)
  })

  it("shows each machine in the Visualizer: the tabs and both fields", async () => {
    const { root } = await mount()
    await openToolbarTab(root, "Visualizer")
    for (const name of ["Tabs state", "Shipping country state", "Billing country state"]) {
      await waitFor(() => root.querySelector(`section[aria-label="${name}"]`), name)
    }
  })

  it("has no serious accessibility violations, closed or with a list open", async () => {
    const { element, page } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await searchShipping(page, "b")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
