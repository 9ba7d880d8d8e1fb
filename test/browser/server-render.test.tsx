import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { click, waitFor, waitForDemo, within } from "./helpers"
import { registerDemoElements } from "./register-demos"
import { serverRendered } from "./server-rendered"

// What a server-rendered demo element (server/demo-markup.tsx) is to its reader: the widget in
// its declarative shadow root before the element's code runs, then the same widget, working.
// Every demo's hydration is swept in sweeps/server-render.test.ts.
describe("a server-rendered demo element", () => {
  let holder: HTMLElement | null = null

  before(() => registerDemoElements())
  afterEach(() => {
    holder?.remove()
    holder = null
  })

  it("shows its widget and attributes before its code runs, then answers input", async () => {
    const served = await serverRendered("accordion", { collapsible: true, "no-toolbar": true })
    holder = served.holder
    expect(served.element.getAttribute("collapsible")).to.equal("")
    // Parsed, not yet upgraded: the declarative shadow root already holds the widget.
    const trigger = getByRole(within(served.shadow), "button", { name: /Home/ })
    expect(trigger.getAttribute("aria-expanded")).to.equal("false")
    expect(served.shadow.querySelector(".sb-toolbar"), "no toolbar").to.equal(null)

    document.body.append(holder)
    await waitForDemo(served.element)
    // The server's widget shows before the code runs (and a click then does nothing): wait
    // until it runs.
    await (served.element as HTMLElement & { ready: Promise<void> }).ready
    expect(served.element.shadowRoot, "the same shadow root").to.equal(served.shadow)
    await click(trigger)
    await waitFor(() => trigger.getAttribute("aria-expanded") === "true", "the section to open")
    await click(trigger)
    await waitFor(() => trigger.getAttribute("aria-expanded") === "false", "it to close again")
  })

  it("writes attribute values as text, never as markup", async () => {
    const served = await serverRendered("accordion", { title: '"><img src=x onerror=alert(1)>' })
    holder = served.holder
    expect(served.element.getAttribute("title")).to.equal('"><img src=x onerror=alert(1)>')
    expect(served.holder.querySelector("img")).to.equal(null)
  })
})
