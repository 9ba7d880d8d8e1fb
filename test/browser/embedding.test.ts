import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { getByLabelText } from "@testing-library/dom"
import { cleanup, click, mountDemo, openToolbarTab, waitFor } from "./helpers"
import type { StateChangeDetail } from "../../src/elements/api/event-types"

const trigger = (root: ShadowRoot, name: string) =>
  getByRole(root as unknown as HTMLElement, "button", { name: new RegExp(`^${name}`) })

/** Records every `statechange` that reaches `document` (so it must be composed). */
function recordStateChanges() {
  const details: StateChangeDetail[] = []
  const targets: string[] = []
  const listener = (event: Event) => {
    details.push((event as CustomEvent<StateChangeDetail>).detail)
    targets.push((event.target as Element).localName)
  }
  document.addEventListener("statechange", listener)
  return { details, targets, stop: () => document.removeEventListener("statechange", listener) }
}

describe("embedding a demo element", () => {
  afterEach(cleanup)

  it("dispatches statechange with a JSON snapshot when a user opens an accordion item", async () => {
    const recorded = recordStateChanges()
    try {
      const { root } = await mountDemo("accordion")
      await click(trigger(root, "Home"))
      const opened = await waitFor(
        () =>
          recorded.details.find((detail) => JSON.stringify(detail.context.value) === '["home"]'),
        "a statechange with the Home item open",
      )
      expect(opened.machine).to.equal("machine")
      expect(opened.state).to.equal("focused")
      expect((opened.event as { type: string }).type).to.match(/CLICK/)
      // Where the click found the machine: focused by the same press, before the click.
      expect(opened.from).to.equal("focused")
      expect(opened.to).to.equal("focused")
      // Plain JSON: survives a round trip unchanged, and a structured clone.
      expect(JSON.parse(JSON.stringify(opened))).to.deep.equal(opened)
      expect(structuredClone(opened)).to.deep.equal(opened)
      expect(recorded.targets.every((tag) => tag === "demo-accordion")).to.equal(true)
    } finally {
      recorded.stop()
    }
  })

  it("hides the Controls and Visualizer with no-toolbar, and shows them again without it", async () => {
    const { element, root } = await mountDemo("accordion", { "no-toolbar": "" })
    expect(root.querySelector(".sb-toolbar")).to.equal(null)
    expect(root.textContent).not.to.contain("Visualizer")
    element.removeAttribute("no-toolbar")
    await waitFor(() => root.querySelector(".sb-toolbar"), "the toolbar to come back")
    expect(root.textContent).to.contain("Controls")
    expect(root.textContent).to.contain("Visualizer")
  })

  it("takes --sb-accent from the host page inside its shadow root", async () => {
    const { element, root } = await mountDemo("accordion")
    const selectedTab = () => root.querySelector<HTMLElement>('.sb-toolbar [aria-selected="true"]')!
    const accent = () => getComputedStyle(selectedTab()).borderBottomColor
    const before = accent()
    document.documentElement.style.setProperty("--sb-accent", "rgb(1, 128, 2)")
    try {
      expect(accent()).to.equal("rgb(1, 128, 2)")
      expect(before).not.to.equal("rgb(1, 128, 2)")
      // Set on the element itself, it wins over the page, as custom properties inherit.
      element.style.setProperty("--sb-accent", "rgb(200, 0, 100)")
      expect(accent()).to.equal("rgb(200, 0, 100)")
    } finally {
      document.documentElement.style.removeProperty("--sb-accent")
    }
  })

  it("dispatches controlschange with the non-default settings after a Controls edit", async () => {
    const { element, root } = await mountDemo("accordion", { orientation: "horizontal" })
    const seen: string[] = []
    element.addEventListener("controlschange", (event) =>
      seen.push(JSON.stringify((event as CustomEvent).detail.values)),
    )
    await openToolbarTab(root, "Controls")
    await click(getByLabelText(root as unknown as HTMLElement, "Multiple"))
    await waitFor(() => seen.length > 0, "a controlschange event")
    expect(seen).to.deep.equal(['{"multiple":true,"orientation":"horizontal"}'])
  })

  it("lets a Controls edit win over an attribute, and an attribute set later win over the edit", async () => {
    const { element, root } = await mountDemo("accordion", { orientation: "horizontal" })
    const orientation = () =>
      root
        .querySelector('[data-scope="accordion"][data-part="root"]')!
        .getAttribute("data-orientation")
    await openToolbarTab(root, "Controls")
    const field = getByLabelText(root as unknown as HTMLElement, "Orientation") as HTMLSelectElement
    field.value = "vertical"
    field.dispatchEvent(new Event("change", { bubbles: true }))
    await waitFor(() => orientation() === "vertical", "the edit in the widget")
    // The property says what the attribute sets.
    expect((element as HTMLElement & { orientation: string }).orientation).to.equal("horizontal")
    element.setAttribute("orientation", "vertical")
    element.setAttribute("orientation", "horizontal")
    await waitFor(() => orientation() === "horizontal", "the attribute in the widget")
    expect(field.value).to.equal("horizontal")
  })

  it("sizes to its content, with no fixed height", async () => {
    const { element, root } = await mountDemo("accordion", { "no-toolbar": "" })
    const closed = element.getBoundingClientRect().height
    await click(trigger(root, "Home"))
    await waitFor(
      () => element.getBoundingClientRect().height > closed,
      "the element to grow with the open item",
    )
  })
})
