import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  deepActiveElement,
  hover,
  mountDemo,
  openToolbarTab,
  press,
  resetMouse,
  seriousViolations,
  sleep,
  visualizerText,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { hoverCard } from "./hover-card.page"

const state = (root: ShadowRoot) => visualizerText(root).match(/^state: "(\w+)"/)?.[1]
/** Short delays keep the tests fast; the defaults are checked on their own. */
const FAST = { "open-delay": "250", "close-delay": "250" }

/** Moves the pointer onto the host page below the element, away from trigger and card. */
async function moveAway(element: HTMLElement) {
  const box = element.getBoundingClientRect()
  await sendMouse({ type: "move", position: [5, Math.round(box.bottom + 300)] })
}

async function openByHover(attributes: Record<string, string> = FAST) {
  const mounted = await mountDemo("hover-card", attributes)
  await openToolbarTab(mounted.root, "Visualizer")
  await hover(hoverCard(mounted.root).trigger())
  await waitFor(() => hoverCard(mounted.root).isOpen(), "the card to open")
  return mounted
}

describe("<demo-hover-card>", () => {
  beforeEach(async () => {
    await resetMouse()
    document.body.style.minHeight = "200vh"
  })
  afterEach(async () => {
    cleanup()
    document.body.style.minHeight = ""
    await resetMouse()
  })

  it("defaults to a 700 ms open delay and a 300 ms close delay", async () => {
    const { root } = await mountDemo("hover-card")
    await openToolbarTab(root, "Controls")
    expect((getByLabelText(within(root), "Open delay") as HTMLInputElement).value).to.equal("700")
    expect((getByLabelText(within(root), "Close delay") as HTMLInputElement).value).to.equal("300")
    expect(hoverCard(root).trigger().getAttribute("href")).to.equal("https://x.com/zag_js")
    expect(hoverCard(root).card().hidden).to.equal(true)
  })

  it("goes closed → opening → open on hover, and shows the profile below the link", async () => {
    const { root } = await mountDemo("hover-card", FAST)
    await openToolbarTab(root, "Visualizer")
    expect(state(root)).to.equal("closed")
    await hover(hoverCard(root).trigger())
    await waitFor(() => state(root) === "opening", "the opening state")
    expect(hoverCard(root).card().hidden).to.equal(true)
    await waitFor(() => state(root) === "open", "the open state")
    expect(hoverCard(root).isOpen()).to.equal(true)
    expect(hoverCard(root).card().textContent).to.contain("Zag JS")
    const arrow = hoverCard(root).arrow()
    const gap = 8 + arrow.clientHeight / 2
    await waitFor(
      () =>
        Math.abs(
          hoverCard(root).card().getBoundingClientRect().top -
            hoverCard(root).trigger().getBoundingClientRect().bottom -
            gap,
        ) < 1,
      "the card under the link",
    )
  })

  it("goes closing → closed after the pointer leaves", async () => {
    const { root, element } = await openByHover()
    await moveAway(element)
    await waitFor(() => state(root) === "closing", "the closing state")
    expect(hoverCard(root).card().hidden).to.equal(false)
    await waitFor(() => state(root) === "closed", "the closed state")
    expect(hoverCard(root).card().hidden).to.equal(true)
  })

  it("stays open while the pointer is on the card", async () => {
    // Without the Visualizer open: its rows growing below would move the trigger, and the card
    // with it, out from under a pointer that stays still (this failed twice under load).
    const { root, element } = await mountDemo("hover-card", {
      "open-delay": "50",
      "close-delay": "800",
    })
    await hover(hoverCard(root).trigger())
    await waitFor(() => hoverCard(root).isOpen(), "the card to open")
    await hover(hoverCard(root).card())
    // Longer than the close delay, which would have closed it had the card not kept it open.
    await sleep(1200)
    expect(hoverCard(root).isOpen()).to.equal(true)
    await moveAway(element)
    await waitFor(() => !hoverCard(root).isOpen(), "the card to close")
  })

  it("opens on keyboard focus and closes on Escape, focus staying on the link", async () => {
    const { root } = await mountDemo("hover-card", FAST)
    hoverCard(root).trigger().focus()
    await waitFor(() => hoverCard(root).isOpen(), "the card to open")
    await press("Escape")
    await waitFor(() => hoverCard(root).card().hidden, "the card to close")
    expect(deepActiveElement() === hoverCard(root).trigger()).to.equal(true)
  })

  it("closes on a click on the host page outside the element", async () => {
    // Opened by focus: a pointer leaving the link would start the close delay instead.
    const { root, element } = await mountDemo("hover-card", FAST)
    hoverCard(root).trigger().focus()
    await waitFor(() => hoverCard(root).isOpen(), "the card to open")
    const box = element.getBoundingClientRect()
    await sendMouse({ type: "click", position: [5, Math.round(box.bottom + 40)] })
    await waitFor(() => hoverCard(root).card().hidden, "the card to close")
  })

  it("opens above the link with placement top", async () => {
    // Room above the link, or the card flips to the bottom.
    const spacer = document.createElement("div")
    spacer.style.height = "320px"
    document.body.prepend(spacer)
    try {
      const { root } = await openByHover({ ...FAST, placement: "top" })
      await waitFor(() => hoverCard(root).card().dataset.placement === "top", "top placement")
      await waitFor(
        () =>
          hoverCard(root).card().getBoundingClientRect().bottom <
          hoverCard(root).trigger().getBoundingClientRect().top,
        "the card above the link",
      )
    } finally {
      spacer.remove()
    }
  })

  it("does not open when disabled", async () => {
    const { root } = await mountDemo("hover-card", { ...FAST, disabled: "" })
    await hover(hoverCard(root).trigger())
    await sleep(400)
    expect(hoverCard(root).card().hidden).to.equal(true)
  })

  it("has no serious or critical axe violations while open", async () => {
    const { element, root } = await openByHover()
    // Checked once the card has faded in: mid-fade its text is paler than it will be.
    await Promise.all(
      hoverCard(root)
        .card()
        .getAnimations()
        .map((animation) => animation.finished),
    )
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
