import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { cleanup, click, expectFocus, mountDemo, press, within } from "./helpers"

// The toolbar's tabs follow the WAI-ARIA tabs pattern with automatic activation.
describe("the toolbar's tabs", () => {
  afterEach(cleanup)

  const tab = (root: ShadowRoot, name: string) => getByRole(within(root), "tab", { name })
  const selectedTab = (root: ShadowRoot) =>
    root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!.textContent
  const shownPanel = (root: ShadowRoot) => {
    const panels = [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]:not([hidden])')]
    expect(panels).to.have.length(1)
    return root.getElementById(panels[0]!.getAttribute("aria-labelledby")!)!.textContent
  }

  it("starts on Controls, one tab stop, each panel named by its tab", async () => {
    const { root } = await mountDemo("accordion")
    const list = getByRole(within(root), "tablist")
    expect(
      [...list.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute("tabindex")),
    ).to.deep.equal(["0", "-1", "-1", "-1"])
    expect(selectedTab(root)).to.equal("Controls")
    expect(shownPanel(root)).to.equal("Controls")
    const controls = tab(root, "Controls")
    expect(
      root.getElementById(controls.getAttribute("aria-controls")!)!.getAttribute("role"),
    ).to.equal("tabpanel")
  })

  it("selects with a click and with arrows, Home and End, moving focus along", async () => {
    const { root } = await mountDemo("accordion")
    await click(tab(root, "Visualizer"))
    expect(shownPanel(root)).to.equal("Visualizer")

    await press("ArrowRight")
    await expectFocus(tab(root, "Accessibility"))
    expect(selectedTab(root)).to.equal("Accessibility")
    await press("ArrowRight")
    await expectFocus(tab(root, "Code"))
    expect(selectedTab(root)).to.equal("Code")
    await press("ArrowRight")
    await expectFocus(tab(root, "Controls"))
    await press("ArrowLeft")
    await expectFocus(tab(root, "Code"))
    await press("Home")
    await expectFocus(tab(root, "Controls"))
    expect(shownPanel(root)).to.equal("Controls")
    await press("End")
    await expectFocus(tab(root, "Code"))
    expect(tab(root, "Code").getAttribute("tabindex")).to.equal("0")
    expect(tab(root, "Controls").getAttribute("tabindex")).to.equal("-1")
  })

  it("follows a right-to-left page: ArrowLeft moves to the next tab", async () => {
    const page = document.createElement("div")
    page.dir = "rtl"
    document.body.append(page)
    try {
      const { root } = await mountDemo("accordion", {}, page)
      await click(tab(root, "Controls"))
      await press("ArrowLeft")
      await expectFocus(tab(root, "Visualizer"))
      await press("ArrowRight")
      await expectFocus(tab(root, "Controls"))
    } finally {
      page.remove()
    }
  })
})
