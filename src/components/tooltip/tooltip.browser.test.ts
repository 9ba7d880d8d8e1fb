import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  deepActiveElement,
  hover,
  mountDemo,
  openToolbarTab,
  press,
  resetMouse,
  seriousViolations,
  sleep,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { tooltipDemo } from "./tooltip.page"

const FAST = { "open-delay": "200", "close-delay": "100" }

/** Moves the pointer onto the host page, away from both triggers. */
async function moveAway(element: HTMLElement) {
  await sendMouse({
    type: "move",
    position: [5, Math.round(element.getBoundingClientRect().bottom + 40)],
  })
}

async function openFirst(attributes: Record<string, string> = FAST) {
  const mounted = await mountDemo("tooltip", attributes)
  await hover(tooltipDemo(mounted.root).trigger("Hover me"))
  await waitFor(() => tooltipDemo(mounted.root).visibleTips() === "Tooltip", "the first tooltip")
  return mounted
}

describe("<demo-tooltip>", () => {
  beforeEach(async () => {
    await resetMouse()
    document.body.style.minHeight = "200vh"
  })
  afterEach(async () => {
    // zag keeps "which tooltip is showing" in a module-level store that only a close clears:
    // removing a demo with a tooltip open would make the next test's first tooltip instant.
    await resetMouse()
    await waitFor(
      () =>
        [...document.querySelectorAll("demo-tooltip")].every(
          (element) => tooltipDemo(element.shadowRoot!).visibleTips() === "",
        ),
      "every tooltip to close",
    )
    cleanup()
    document.body.style.minHeight = ""
    window.scrollTo(0, 0)
  })

  it("has two triggers, 1000/500 ms delays and the default settings", async () => {
    const { root } = await mountDemo("tooltip")
    tooltipDemo(root).trigger("Hover me")
    tooltipDemo(root).trigger("Over me")
    expect(tooltipDemo(root).visibleTips()).to.equal("")
    await openToolbarTab(root, "Controls")
    const field = (label: string) => getByLabelText(within(root), label) as HTMLInputElement
    expect(field("Open delay").value).to.equal("1000")
    expect(field("Close delay").value).to.equal("500")
    expect(field("Interactive").checked).to.equal(false)
    expect(field("Close on scroll").checked).to.equal(true)
    expect(field("Close on click").checked).to.equal(true)
    expect(field("Close on pointer down").checked).to.equal(true)
    expect(field("Close on escape").checked).to.equal(true)
    expect((getByLabelText(within(root), "Placement") as HTMLSelectElement).value).to.equal(
      "bottom",
    )
  })

  it("opens after the open delay, below its trigger, and describes it", async () => {
    const { root } = await mountDemo("tooltip", { "open-delay": "400", "close-delay": "100" })
    await hover(tooltipDemo(root).trigger("Hover me"))
    await sleep(150)
    expect(tooltipDemo(root).visibleTips()).to.equal("")
    await waitFor(() => tooltipDemo(root).visibleTips() === "Tooltip", "the tooltip")
    const tip = tooltipDemo(root).tooltip()
    expect(tooltipDemo(root).trigger("Hover me").getAttribute("aria-describedby")).to.equal(tip.id)
    const arrow = tip.querySelector<HTMLElement>('[data-part="arrow"]')!
    const gap = 8 + arrow.clientHeight / 2
    await waitFor(
      () =>
        Math.abs(
          tip.getBoundingClientRect().top -
            tooltipDemo(root).trigger("Hover me").getBoundingClientRect().bottom -
            gap,
        ) < 1,
      "the tooltip under its trigger",
    )
    const box = tip.getBoundingClientRect()
    const triggerBox = tooltipDemo(root).trigger("Hover me").getBoundingClientRect()
    expect(
      Math.abs(box.left + box.width / 2 - (triggerBox.left + triggerBox.width / 2)),
    ).to.be.below(1)
  })

  it("closes after the close delay when the pointer leaves", async () => {
    const { root, element } = await openFirst({ "open-delay": "50", "close-delay": "300" })
    await moveAway(element)
    await sleep(100)
    expect(tooltipDemo(root).visibleTips()).to.equal("Tooltip")
    await waitFor(() => tooltipDemo(root).visibleTips() === "", "the tooltip to close")
  })

  it("opens the second tooltip at once while the first shows, one at a time", async () => {
    const { root } = await openFirst({ "open-delay": "800", "close-delay": "100" })
    await hover(tooltipDemo(root).trigger("Over me"))
    // Far under the 800 ms open delay: the switch is instant.
    await waitFor(
      () => tooltipDemo(root).visibleTips() === "Tooltip 2",
      "only the second tooltip",
      300,
    )
    expect(tooltipDemo(root).tips()[1]!.hasAttribute("data-instant")).to.equal(true)
  })

  it("closes on a click, on pointer down, on Escape and on scroll", async () => {
    const { root } = await openFirst()
    await click(tooltipDemo(root).trigger("Hover me"))
    await waitFor(() => tooltipDemo(root).visibleTips() === "", "closed by the click")

    await hover(tooltipDemo(root).trigger("Over me"))
    await waitFor(() => tooltipDemo(root).visibleTips() === "Tooltip 2", "the second tooltip")
    await sendMouse({ type: "down" })
    await waitFor(() => tooltipDemo(root).visibleTips() === "", "closed by pointer down")
    await sendMouse({ type: "up" })

    await moveAway(root.host as HTMLElement)
    await hover(tooltipDemo(root).trigger("Hover me"))
    await waitFor(() => tooltipDemo(root).visibleTips() === "Tooltip", "the first tooltip again")
    await press("Escape")
    await waitFor(() => tooltipDemo(root).visibleTips() === "", "closed by Escape")

    await moveAway(root.host as HTMLElement)
    await hover(tooltipDemo(root).trigger("Hover me"))
    await waitFor(
      () => tooltipDemo(root).visibleTips() === "Tooltip",
      "the first tooltip once more",
    )
    window.scrollBy(0, 5)
    await waitFor(() => tooltipDemo(root).visibleTips() === "", "closed by scrolling")
  })

  it("stays open on click and Escape when those settings are off", async () => {
    const { root } = await openFirst({
      ...FAST,
      "close-on-click": "false",
      "close-on-pointer-down": "false",
      "close-on-escape": "false",
    })
    await click(tooltipDemo(root).trigger("Hover me"))
    await press("Escape")
    await sleep(150)
    expect(tooltipDemo(root).visibleTips()).to.equal("Tooltip")
  })

  it("opens on keyboard focus and closes on Escape, focus staying on the trigger", async () => {
    const before = document.createElement("button")
    before.textContent = "Before"
    document.body.prepend(before)
    try {
      const { root } = await mountDemo("tooltip", FAST)
      before.focus()
      await press("Tab")
      expect(deepActiveElement() === tooltipDemo(root).trigger("Hover me")).to.equal(true)
      await waitFor(() => tooltipDemo(root).visibleTips() === "Tooltip", "the tooltip on focus")
      await press("Escape")
      await waitFor(() => tooltipDemo(root).visibleTips() === "", "closed by Escape")
      expect(deepActiveElement() === tooltipDemo(root).trigger("Hover me")).to.equal(true)
    } finally {
      before.remove()
    }
  })

  it("closes on a click on the host page outside the element", async () => {
    const { root, element } = await mountDemo("tooltip", { ...FAST, "close-delay": "5000" })
    await hover(tooltipDemo(root).trigger("Hover me"))
    await waitFor(() => tooltipDemo(root).visibleTips() === "Tooltip", "the tooltip")
    tooltipDemo(root).trigger("Hover me").focus()
    const below = Math.round(element.getBoundingClientRect().bottom + 40)
    await sendMouse({ type: "click", position: [5, below] })
    // Far under the 5 s close delay: the click (a blur of the trigger) closes it at once.
    await waitFor(() => tooltipDemo(root).visibleTips() === "", "the tooltip to close", 1000)
  })

  it("keeps an interactive tooltip open while the pointer is on it", async () => {
    const { root } = await openFirst({ "open-delay": "50", "close-delay": "150", interactive: "" })
    const tip = tooltipDemo(root).tooltip()
    expect(tip.style.pointerEvents).to.equal("auto")
    // Placed first: floating-ui positions the tip after it shows, and a pointer sent to where it
    // was before would leave the trigger for nothing, which closes any tooltip.
    let lastRect = ""
    await waitFor(() => {
      const rect = JSON.stringify(tip.getBoundingClientRect())
      const still = rect === lastRect
      lastRect = rect
      return still
    }, "the tooltip in its place")
    await hover(tip)
    // Three times the close delay: a tooltip that were not interactive would be closed by now.
    await sleep(450)
    expect(tooltipDemo(root).visibleTips()).to.equal("Tooltip")
  })

  it("does not open when disabled", async () => {
    const { root } = await mountDemo("tooltip", { ...FAST, disabled: "" })
    await hover(tooltipDemo(root).trigger("Hover me"))
    await sleep(350)
    expect(tooltipDemo(root).visibleTips()).to.equal("")
  })

  it("shows each tooltip machine's state in the Visualizer", async () => {
    const { root } = await mountDemo("tooltip", { "open-delay": "300", "close-delay": "100" })
    await openToolbarTab(root, "Visualizer")
    const stateOf = (label: string) =>
      root
        .querySelector(`[aria-label="${label} tooltip state"]`)
        ?.textContent?.match(/state: "(\w+)"/)?.[1]
    expect(stateOf("Hover me")).to.equal("closed")
    expect(stateOf("Over me")).to.equal("closed")
    await hover(tooltipDemo(root).trigger("Hover me"))
    await waitFor(() => stateOf("Hover me") === "opening", "opening")
    await waitFor(() => stateOf("Hover me") === "open", "open")
    await moveAway(root.host as HTMLElement)
    await waitFor(() => stateOf("Hover me") === "closing", "closing")
    await waitFor(() => stateOf("Hover me") === "closed", "closed")
  })

  it("has no serious or critical axe violations while a tooltip shows", async () => {
    const { element, root } = await openFirst()
    // Contrast is measured on the final colours, not mid fade-in.
    const content = tooltipDemo(root).tips()[0]!
    await Promise.all(content.getAnimations().map((animation) => animation.finished))
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
