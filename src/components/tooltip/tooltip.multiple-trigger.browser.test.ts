import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  expectFocus,
  hover,
  mountDemo,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-tooltip variant="multiple-trigger">: one tooltip, five triggers. zag's
 * e2e/tooltip-multiple-trigger.e2e.ts, every scenario, ported (each test names the one it
 * ports). The basic demo has two triggers with a machine each and no product table.
 */

type ProductName = "Laptop" | "Mouse" | "Keyboard" | "Monitor" | "Webcam"

async function mountTable() {
  // No open delay: the scenarios are about which trigger the tooltip serves, not its timing.
  const mounted = await mountDemo("tooltip", { variant: "multiple-trigger", "open-delay": "0" })
  const { root } = mounted
  const all = within(root)
  const content = () => part(all, "tooltip", "content")
  return {
    ...mounted,
    trigger: (name: ProductName) => getByRole(all, "button", { name: `About ${name}` }),
    content,
    positioner: () => part(all, "tooltip", "positioner"),
    shows: (text: string) => !content().hidden && content().textContent!.includes(text),
  }
}

/** Moves the real mouse to a corner of the page, off every trigger. */
const moveAway = () => sendMouse({ type: "move", position: [0, 0] })

describe('<demo-tooltip variant="multiple-trigger">', () => {
  afterEach(resetMouseAndCleanup)

  it("opens the tooltip on hover (zag: should open tooltip on hover)", async () => {
    const table = await mountTable()
    await hover(table.trigger("Laptop"))
    await waitFor(() => table.shows("Laptop"), "the tooltip about the laptop")
  })

  it("switches triggers on hover (zag: should switch triggers on hover)", async () => {
    const table = await mountTable()
    await hover(table.trigger("Laptop"))
    await waitFor(() => table.shows("Laptop"), "the laptop's tooltip")
    await hover(table.trigger("Keyboard"))
    await waitFor(() => table.shows("Keyboard"), "the keyboard's tooltip instead")
    expect(table.root.querySelectorAll('[data-part="content"]')).to.have.length(1)
  })

  it("moves to the trigger it serves (zag: should reposition when switching triggers)", async () => {
    const table = await mountTable()
    await hover(table.trigger("Webcam"))
    await waitFor(() => table.shows("Webcam"), "the webcam's tooltip")
    const lastRow = table.positioner().getBoundingClientRect().y
    await hover(table.trigger("Laptop"))
    await waitFor(() => table.shows("Laptop"), "the laptop's tooltip")
    await waitFor(
      () => table.positioner().getBoundingClientRect().y < lastRow,
      "the tooltip higher up, beside the first row",
    )
  })

  it("closes when the pointer leaves (zag: should close tooltip on mouse leave)", async () => {
    const table = await mountTable()
    await hover(table.trigger("Laptop"))
    await waitFor(() => table.shows("Laptop"), "the tooltip")
    await moveAway()
    await waitFor(() => table.content().hidden, "the tooltip to close")
  })

  it("opens on keyboard focus (zag: should open tooltip on keyboard focus)", async () => {
    const table = await mountTable()
    table.trigger("Mouse").focus()
    await pressWith("Shift", "Tab")
    await expectFocus(table.trigger("Laptop"))
    await waitFor(() => table.shows("Laptop"), "the laptop's tooltip")
  })

  it("closes on Escape (zag: should close tooltip on escape)", async () => {
    const table = await mountTable()
    await hover(table.trigger("Laptop"))
    await waitFor(() => table.shows("Laptop"), "the tooltip")
    await press("Escape")
    await waitFor(() => table.content().hidden, "the tooltip to close")
  })

  it("marks the trigger it serves (zag: should set data-current on active trigger)", async () => {
    const table = await mountTable()
    await hover(table.trigger("Mouse"))
    await waitFor(() => table.shows("Mouse"), "the mouse's tooltip")
    expect(table.trigger("Mouse").hasAttribute("data-current")).to.equal(true)
    expect(table.trigger("Laptop").hasAttribute("data-current")).to.equal(false)
  })

  it("follows Tab to the next trigger (zag: should switch triggers on keyboard navigation)", async () => {
    const table = await mountTable()
    await click(table.trigger("Laptop"))
    await expectFocus(table.trigger("Laptop"))
    await press("Tab")
    await expectFocus(table.trigger("Mouse"))
    await waitFor(() => table.shows("Mouse"), "the mouse's tooltip")
  })

  it("says which product is active, and has no serious accessibility violations", async () => {
    const table = await mountTable()
    await hover(table.trigger("Monitor"))
    await waitFor(() => table.shows("Monitor"), "the monitor's tooltip")
    expect(table.root.textContent).to.contain("Active product: Monitor ($299)")
    expect(await seriousViolations(table.element)).to.deep.equal([])
  })
})
