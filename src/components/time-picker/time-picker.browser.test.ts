import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  type,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { timePicker } from "./time-picker.page"

async function open(root: ShadowRoot) {
  await click(timePicker(root).trigger())
  await waitFor(() => timePicker(root).isOpen(), "the popup to open")
}

describe("<demo-time-picker>", () => {
  afterEach(cleanup)

  it("shows a labelled input, an open button and a clear button that appears with a value", async () => {
    const { root } = await mountDemo("time-picker")
    expect(timePicker(root).input().value).to.equal("")
    expect(timePicker(root).trigger().getAttribute("aria-label")).to.equal("Open time picker")
    expect(timePicker(root).clearButton().hidden).to.equal(true)
    expect(timePicker(root).clearButton().getAttribute("aria-label")).to.equal("Clear time")
    expect(timePicker(root).isOpen()).to.equal(false)
  })

  it("looks like every other field: a bordered input and a drawn clock on the open button", async () => {
    const { root } = await mountDemo("time-picker")
    const input = getComputedStyle(timePicker(root).input())
    expect(input.borderTopStyle).to.equal("solid")
    expect(input.borderTopLeftRadius).to.not.equal("0px")
    expect(input.paddingLeft).to.not.equal("0px")
    const trigger = timePicker(root).trigger()
    expect(trigger.querySelector("svg")?.getAttribute("aria-hidden")).to.equal("true")
    expect(trigger.textContent).to.not.match(/\p{Extended_Pictographic}/u)
  })

  it("opens a popup below the input with hour, minute, second and AM/PM columns", async () => {
    const { root } = await mountDemo("time-picker")
    await openToolbarTab(root, "Visualizer")
    await open(root)
    await waitForVisualizer(root, 'state: "open"', "the open state")
    expect(timePicker(root).trigger().getAttribute("aria-label")).to.equal("Close time picker")
    const units = [...root.querySelectorAll<HTMLElement>('[data-part="column"]')]
      .filter((c) => !c.hidden)
      .map((c) => c.querySelectorAll('[data-part="cell"]').length)
    expect(units).to.deep.equal([12, 60, 60, 2])
    expect(timePicker(root).cell("period", "AM")).to.not.equal(undefined)
    expect(timePicker(root).cell("period", "PM")).to.not.equal(undefined)
    const control = root.querySelector('[data-scope="time-picker"][data-part="control"]')!
    const below =
      timePicker(root).content().getBoundingClientRect().top -
      control.getBoundingClientRect().bottom
    expect(below).to.be.within(7, 9)
  })

  it("builds a time from clicked cells; PM adds 12 hours and AM removes them", async () => {
    const { root } = await mountDemo("time-picker")
    await openToolbarTab(root, "Visualizer")
    await open(root)
    await click(timePicker(root).cell("hour", "03"))
    await click(timePicker(root).cell("minute", "30"))
    await click(timePicker(root).cell("second", "15"))
    await waitFor(() => timePicker(root).input().value.startsWith("03:30:15"), "the chosen time")
    await click(timePicker(root).cell("period", "PM"))
    await waitFor(() => timePicker(root).input().value === "03:30:15 PM", "the PM time")
    await waitForVisualizer(root, "15:30:15", "15 hours in the machine value")
    await click(timePicker(root).cell("period", "AM"))
    await waitFor(() => timePicker(root).input().value === "03:30:15 AM", "the AM time")
    await waitForVisualizer(root, "03:30:15", "3 hours in the machine value")
    expect(timePicker(root).clearButton().hidden).to.equal(false)
    await click(timePicker(root).clearButton())
    await waitFor(() => timePicker(root).input().value === "", "the cleared input")
  })

  it("parses typed text on Enter and on blur, clamped to min and max", async () => {
    const { root } = await mountDemo("time-picker", { min: "09:00", max: "17:30" })
    timePicker(root).input().focus()
    await type("10:15 pm")
    await press("Enter")
    await waitFor(() => timePicker(root).input().value === "05:30:00 PM", "clamped to the max")
    timePicker(root).input().select()
    await type("7:05 am")
    timePicker(root).input().blur()
    await waitFor(() => timePicker(root).input().value === "09:00:00 AM", "clamped to the min")
    timePicker(root).input().select()
    await type("11:45:10 am")
    await press("Enter")
    await waitFor(() => timePicker(root).input().value === "11:45:10 AM", "a time inside the range")
  })

  it("moves between cells and columns with the keyboard; Escape restores focus", async () => {
    const { root } = await mountDemo("time-picker")
    // Without a value, focus would start on the current hour: fix the time first.
    timePicker(root).input().focus()
    await type("03:30:00 pm")
    await press("Enter")
    await waitFor(() => timePicker(root).input().value === "03:30:00 PM", "the typed time")
    await open(root)
    await expectFocus(timePicker(root).cell("hour", "03"))
    await press("ArrowDown")
    await expectFocus(timePicker(root).cell("hour", "04"))
    await press("Enter")
    await waitFor(() => timePicker(root).input().value === "04:30:00 PM", "hour 04 chosen by Enter")
    await waitFor(
      () => timePicker(root).column("minute").contains(deepActiveElement()),
      "focus moved on to the minute column",
    )
    await press("Escape")
    await waitFor(() => !timePicker(root).isOpen(), "the popup to close")
    // zag restores focus to the time field itself, ready for typing.
    await expectFocus(timePicker(root).input())
  })

  it("closes on a click outside, shows 24 hours without AM/PM for en-GB", async () => {
    const { root } = await mountDemo("time-picker", { locale: "en-GB", "allow-seconds": "false" })
    await open(root)
    const visible = [...root.querySelectorAll<HTMLElement>('[data-part="column"]')].filter(
      (c) => !c.hidden,
    )
    expect(visible.map((c) => c.querySelectorAll('[data-part="cell"]').length)).to.deep.equal([
      24, 60,
    ])
    await click(document.body)
    await waitFor(() => !timePicker(root).isOpen(), "the popup to close on an outside click")
  })

  it("reports a min or max it cannot read instead of breaking", async () => {
    const { root } = await mountDemo("time-picker", { min: "noon" })
    expect(getByRole(within(root), "alert").textContent).to.equal(
      'Ignoring min "noon": write it as hh:mm or hh:mm:ss.',
    )
    await open(root)
    expect(timePicker(root).isOpen()).to.equal(true)
    expect(queryByRole(within(root), "alert", { name: /max/ })).to.equal(null)
  })

  it("has no serious or critical axe violations with the popup open", async () => {
    const { element, root } = await mountDemo("time-picker")
    await open(root)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
