// What only the tabs demo does; the rules it shares with the steps demo are in
// test/browser/tabs-and-steps.test.ts.
import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import {
  captureLogs,
  cleanup,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  throttleCpu,
  type,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { tabs } from "./tabs.page"

async function waitForSelected(root: ShadowRoot, name: string) {
  const articles = tabs(root)
  await waitFor(() => articles.selected() === name, `${name} selected (now ${articles.selected()})`)
}

describe("<demo-tabs>", () => {
  afterEach(cleanup)

  it("shows three article tabs with the second selected and its labelled input", async () => {
    const { root } = await mountDemo("tabs")
    const articles = tabs(root)
    expect(articles.triggers().map((t) => t.textContent)).to.deep.equal([
      "Lighthouses",
      "Tide Pools",
      "Dunes",
    ])
    expect(articles.selected()).to.equal("Tide Pools")
    expect(articles.list().getAttribute("aria-label")).to.equal("Coastal articles")
    expect(articles.sighting().placeholder).to.equal("e.g. a sea star")
    // The input sits in a form that logs its fields.
    const logs = captureLogs()
    try {
      articles.sighting().focus()
      await type("crab")
    } finally {
      logs.restore()
    }
    expect(articles.sighting().value).to.equal("crab")
    const last = logs.lines[logs.lines.length - 1]!
    expect(String(last[0])).to.match(/form (input|change)$/)
    expect(last[1]).to.deep.equal({ sighting: "crab" })
  })

  it("slides the indicator under a clicked tab over 150 ms", async () => {
    const { root } = await mountDemo("tabs")
    const articles = tabs(root)
    await waitFor(() => !articles.indicator().hidden, "the indicator")
    await click(articles.trigger("Dunes"))
    await waitForSelected(root, "Dunes")
    expect(getComputedStyle(articles.indicator()).transitionDuration).to.equal("0.15s")
    const target = articles.trigger("Dunes").getBoundingClientRect()
    await waitFor(() => {
      const box = articles.indicator().getBoundingClientRect()
      return Math.abs(box.left - target.left) < 1 && Math.abs(box.width - target.width) < 1
    }, "the indicator under Dunes")
  })

  it("moves and selects with arrows, Home and End, looping by default", async () => {
    const { root } = await mountDemo("tabs")
    const articles = tabs(root)
    articles.trigger("Tide Pools").focus()
    await expectFocus(articles.trigger("Tide Pools"))
    await press("ArrowRight")
    await waitForSelected(root, "Dunes")
    await expectFocus(articles.trigger("Dunes"))
    await press("ArrowRight")
    await waitForSelected(root, "Lighthouses")
    await press("ArrowLeft")
    await waitForSelected(root, "Dunes")
    await press("Home")
    await waitForSelected(root, "Lighthouses")
    await expectFocus(articles.trigger("Lighthouses"))
    await press("End")
    await waitForSelected(root, "Dunes")
  })

  it("stops at the ends when loop focus is off", async () => {
    const { root } = await mountDemo("tabs", { "loop-focus": "false" })
    const articles = tabs(root)
    articles.trigger("Tide Pools").focus()
    await press("ArrowRight")
    await waitForSelected(root, "Dunes")
    await press("ArrowRight")
    await expectFocus(articles.trigger("Dunes"))
    expect(articles.selected()).to.equal("Dunes")
  })

  it("only moves focus in manual mode until Enter or Space selects", async () => {
    const { root } = await mountDemo("tabs", { "activation-mode": "manual" })
    const articles = tabs(root)
    articles.trigger("Tide Pools").focus()
    await press("ArrowLeft")
    await expectFocus(articles.trigger("Lighthouses"))
    expect(articles.selected()).to.equal("Tide Pools")
    await press("Enter")
    await waitForSelected(root, "Lighthouses")
    await press("End")
    await expectFocus(articles.trigger("Dunes"))
    expect(articles.selected()).to.equal("Lighthouses")
    await press("Space")
    await waitForSelected(root, "Dunes")
  })

  it("follows orientation and direction from the controls", async () => {
    const { root, element } = await mountDemo("tabs")
    const articles = tabs(root)
    const orientation = getByLabelText(within(root), "Orientation") as HTMLSelectElement
    expect(orientation.value).to.equal("horizontal")
    element.setAttribute("orientation", "vertical")
    await waitFor(
      () => articles.list().getAttribute("aria-orientation") === "vertical",
      "a vertical tablist",
    )
    articles.trigger("Tide Pools").focus()
    await press("ArrowRight")
    expect(articles.selected()).to.equal("Tide Pools")
    await press("ArrowDown")
    await waitForSelected(root, "Dunes")

    element.setAttribute("orientation", "horizontal")
    element.setAttribute("dir", "rtl")
    await waitFor(() => articles.trigger("Dunes").getAttribute("dir") === "rtl", "rtl tabs")
    articles.trigger("Dunes").focus()
    // Right to left: ArrowLeft goes to the next tab (looping to the first).
    await press("ArrowLeft")
    await waitForSelected(root, "Lighthouses")
  })

  it("raises no ResizeObserver loop error while orientation and direction change on a slow CPU", async () => {
    // The runner fails the test on the uncaught error, as CI did.
    // A slow CPU is what lets a frame's resize observations come before React's effects.
    await throttleCpu(4)
    try {
      for (let round = 0; round < 8; round++) {
        const { root, element } = await mountDemo("tabs")
        const articles = tabs(root)
        element.setAttribute("orientation", "vertical")
        await waitFor(
          () => articles.list().getAttribute("aria-orientation") === "vertical",
          "a vertical tablist",
        )
        element.setAttribute("orientation", "horizontal")
        element.setAttribute("dir", "rtl")
        await waitFor(() => articles.trigger("Dunes").getAttribute("dir") === "rtl", "rtl tabs")
        await nextFrame()
        await nextFrame()
        cleanup()
      }
    } finally {
      await throttleCpu(1)
    }
  })

  it("shows idle, then focused while a tab has focus, in the Visualizer", async () => {
    const { root } = await mountDemo("tabs")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "idle"', "idle")
    tabs(root).trigger("Tide Pools").focus()
    await waitForVisualizer(root, 'state: "focused"', "focused")
  })
})
