import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import type { StateChangeDetail } from "../../src/elements/api/event-types"
import type { DemoElementApi } from "../../src/elements/api/event-types"
import { cleanup, mountDemo, press, waitFor, within } from "./helpers"

// The machine data a host page (or its tests) reads from an element, without the toolbar.

describe("element.machineInfo and statechange", () => {
  afterEach(cleanup)

  it("says where the machine came from, on which event, and where it went", async () => {
    const { element, root } = await mountDemo("accordion", { "no-toolbar": "" })
    const details: StateChangeDetail[] = []
    element.addEventListener("statechange", (event) =>
      details.push((event as CustomEvent<StateChangeDetail>).detail),
    )
    getByRole(within(root), "button", { name: /^About/ }).focus()
    const focus = await waitFor(
      () => details.find((detail) => detail.to === "focused"),
      "a statechange into focused",
    )
    expect(focus).to.include({ machine: "machine", from: "idle", to: "focused", state: "focused" })
    expect((focus.event as { type: string }).type).to.equal("TRIGGER.FOCUS")
  })

  it("lists the states and transitions, the current state and what was reached", async () => {
    const { element, root } = await mountDemo("accordion", { "no-toolbar": "" })
    // Null until ready: the code that reads the machine comes after the widget.
    await (element as HTMLElement & DemoElementApi).ready
    const info = () => (element as HTMLElement & DemoElementApi).machineInfo!
    expect(info()).to.include({ label: "machine", current: "idle" })
    expect(info().states).to.deep.equal(["idle", "focused"])
    expect(info().visited).to.deep.equal(["idle"])
    expect(info().machines).to.have.length(1)
    const focusEdge = () => info().transitions.find((edge) => edge.event === "TRIGGER.FOCUS")!
    expect(focusEdge()).to.deep.include({
      from: "idle",
      to: "focused",
      guards: [null],
      taken: false,
    })
    getByRole(within(root), "button", { name: /^About/ }).focus()
    await waitFor(() => info().current === "focused", "focused")
    expect(focusEdge().taken).to.equal(true)
    await press("ArrowDown")
    await waitFor(
      () => info().transitions.find((edge) => edge.event === "GOTO.NEXT")?.taken,
      "GOTO.NEXT taken",
    )
    expect(info().visited).to.deep.equal(["idle", "focused"])
  })

  it("names every machine of a demo that runs several", async () => {
    const { element } = await mountDemo("toast")
    const info = await waitFor(
      () => (element as HTMLElement & DemoElementApi).machineInfo,
      "the toast group's info",
    )
    expect(info.machines.map((machine) => machine.label)).to.include("toast group")
    expect(info.states.length).to.be.greaterThan(0)
  })
})
