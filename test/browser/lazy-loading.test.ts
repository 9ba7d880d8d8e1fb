import { expect } from "chai"
import type { DemoElementApi } from "../../src/elements/api/event-types"
import { captureConsole, cleanup, nextFrame, waitFor, waitForDemo } from "./helpers"

// `loading="lazy"` (the default): an element far below the fold shows its placeholder and
// starts its demo only when it comes near the viewport. `eager` and `ready` start it at once.
describe("lazy demos", () => {
  const made: HTMLElement[] = []
  afterEach(() => {
    made.splice(0).forEach((element) => element.remove())
    cleanup()
    window.scrollTo(0, 0)
  })

  /** A demo element below four screens of prose. */
  function farBelow(tag: string, attributes: Record<string, string> = {}) {
    const prose = document.createElement("div")
    prose.style.height = "400vh"
    const element = document.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    document.body.append(prose, element)
    made.push(prose, element)
    return element as HTMLElement & DemoElementApi
  }

  const isRunning = (element: HTMLElement) =>
    element.shadowRoot?.querySelector('[data-scope="switch"][data-part="root"]') !== null

  it("waits below the fold with its placeholder, and starts when scrolled near", async () => {
    const element = farBelow("demo-switch")
    await waitFor(() => element.shadowRoot?.querySelector("[data-sb-loading]"), "the placeholder")
    for (let frame = 0; frame < 5; frame++) await nextFrame()
    expect(isRunning(element)).to.equal(false)
    expect(element.machineInfo).to.equal(null)

    element.scrollIntoView()
    await waitForDemo(element)
    expect(isRunning(element)).to.equal(true)
  })

  it("starts at once with loading=eager, wherever it is", async () => {
    const element = farBelow("demo-switch", { loading: "eager" })
    // Its toolbar's tabs wait to be seen; the widget does not.
    await waitFor(() => isRunning(element), "the switch far below the fold")
    expect(window.scrollY).to.equal(0)
  })

  it("starts when a script awaits ready, and machineInfo answers after it", async () => {
    const element = farBelow("demo-switch")
    await element.ready
    expect(isRunning(element)).to.equal(true)
    expect(element.machineInfo?.current).to.equal("ready")
    expect(window.scrollY).to.equal(0)
  })

  it("warns about an invalid loading value and stays lazy", async () => {
    const warnings = captureConsole("warn")
    try {
      const element = farBelow("demo-switch", { loading: "soon" })
      await waitFor(() => element.shadowRoot?.querySelector("[data-sb-loading]"), "the placeholder")
      expect(warnings.calls).to.deep.equal([
        '<demo-switch>: invalid loading="soon" (expected one of lazy, eager); using the default lazy.',
      ])
      for (let frame = 0; frame < 5; frame++) await nextFrame()
      expect(isRunning(element)).to.equal(false)
    } finally {
      warnings.restore()
    }
  })

  it("renders a toolbar tab's content only once that tab is open", async () => {
    const element = document.createElement("demo-switch")
    document.body.prepend(element)
    made.push(element)
    const { root } = await waitForDemo(element)
    const panel = (name: string) => {
      const tab = [...root.querySelectorAll('[role="tab"]')].find((t) => t.textContent === name)!
      return root.getElementById(tab.getAttribute("aria-controls")!)!
    }
    await waitFor(() => panel("Controls").childElementCount > 0, "the Controls form")
    expect(panel("Visualizer").childElementCount).to.equal(0)
  })
})
