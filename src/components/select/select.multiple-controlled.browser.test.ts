import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  clickOnHostPage,
  expectFocus,
  mountDemo,
  press,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"

/*
 * <demo-select variant="multiple-controlled">: two selects whose open state the app holds.
 * What a basic select does not show: the app opening one from its own button (closing the
 * other), and zag's closings (Escape, a choice, a click outside) reported back so the app's
 * state and the widgets agree.
 */

const mount = () => mountDemo("select", { variant: "multiple-controlled" })

function pair(root: ShadowRoot) {
  const all = within(root)
  return {
    trigger: (name: "Starter fruit" | "Dessert fruit") => getByRole(all, "combobox", { name }),
    openLists: () => [...root.querySelectorAll('[role="listbox"]:not([hidden])')],
    appState: () => root.querySelector(".sb-select-status")!.textContent,
    button: () => getByRole(all, "button", { name: "Open dessert" }),
  }
}

const expanded = (element: HTMLElement) => element.getAttribute("aria-expanded") === "true"

describe('<demo-select variant="multiple-controlled">', () => {
  afterEach(cleanup)

  it("keeps one open at a time when the app switches from one to the other", async () => {
    const { root } = await mount()
    expect(pair(root).appState()).to.equal("App’s open state: none")
    await click(pair(root).trigger("Starter fruit"))
    await waitFor(() => pair(root).appState() === "App’s open state: starter", "starter open")
    expect(pair(root).openLists()).to.have.length(1)
    // The app opens the other: the starter's `open` turns false as the dessert's turns true.
    await click(pair(root).button())
    await waitFor(() => pair(root).appState() === "App’s open state: dessert", "dessert open")
    await waitFor(() => expanded(pair(root).trigger("Dessert fruit")), "dessert expanded")
    expect(expanded(pair(root).trigger("Starter fruit"))).to.equal(false)
    expect(pair(root).openLists()).to.have.length(1)
  })

  it("opens from the app's own button and reports Escape back", async () => {
    const { root } = await mount()
    await click(pair(root).button())
    await waitFor(() => expanded(pair(root).trigger("Dessert fruit")), "dessert open")
    expect(pair(root).appState()).to.equal("App’s open state: dessert")
    pair(root).trigger("Dessert fruit").focus()
    await press("Escape")
    await waitFor(() => pair(root).appState() === "App’s open state: none", "closed in the app")
    expect(expanded(pair(root).trigger("Dessert fruit"))).to.equal(false)
    await expectFocus(pair(root).trigger("Dessert fruit"))
  })

  it("reports a choice and a click outside as closings", async () => {
    const { root, element } = await mount()
    await click(pair(root).trigger("Starter fruit"))
    await waitFor(() => pair(root).openLists().length === 1, "the list open")
    const starterList = pair(root).openLists()[0] as HTMLElement
    await click(getByRole(starterList, "option", { name: "Grape" }))
    await waitFor(() => pair(root).appState() === "App’s open state: none", "closed by a choice")
    expect(pair(root).trigger("Starter fruit").textContent).to.contain("Grape")
    await click(pair(root).trigger("Dessert fruit"))
    await waitFor(() => pair(root).appState() === "App’s open state: dessert", "dessert open")
    await clickOnHostPage(element)
    await waitFor(() => pair(root).appState() === "App’s open state: none", "closed outside")
  })

  it("has no serious accessibility violations with one open", async () => {
    const { root, element } = await mount()
    await click(pair(root).trigger("Starter fruit"))
    await waitFor(() => pair(root).openLists().length === 1, "the list open")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
