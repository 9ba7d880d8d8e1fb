import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
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
} from "./helpers"

const trigger = (root: ShadowRoot) => getByRole(within(root), "link", { name: "@zag_js" })
const card = (root: ShadowRoot) =>
  root.querySelector<HTMLElement>('[data-scope="hover-card"][data-part="content"]')!
const isOpen = (root: ShadowRoot) => !card(root).hidden && card(root).dataset.state === "open"
const state = (root: ShadowRoot) => visualizerText(root).match(/^state: "(\w+)"/)?.[1]
/** Short delays keep the tests fast; the SPEC defaults are checked on their own. */
const FAST = { "open-delay": "250", "close-delay": "250" }

/** Moves the pointer onto the host page below the element, away from trigger and card. */
async function moveAway(element: HTMLElement) {
  const box = element.getBoundingClientRect()
  await sendMouse({ type: "move", position: [5, Math.round(box.bottom + 300)] })
}

async function openByHover(attributes: Record<string, string> = FAST) {
  const mounted = await mountDemo("hover-card", attributes)
  await openToolbarTab(mounted.root, "Visualizer")
  await hover(trigger(mounted.root))
  await waitFor(() => isOpen(mounted.root), "the card to open")
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
    expect(trigger(root).getAttribute("href")).to.equal("https://x.com/zag_js")
    expect(card(root).hidden).to.equal(true)
  })

  it("goes closed → opening → open on hover, and shows the profile below the link", async () => {
    const { root } = await mountDemo("hover-card", FAST)
    await openToolbarTab(root, "Visualizer")
    expect(state(root)).to.equal("closed")
    await hover(trigger(root))
    await waitFor(() => state(root) === "opening", "the opening state")
    expect(card(root).hidden).to.equal(true)
    await waitFor(() => state(root) === "open", "the open state")
    expect(isOpen(root)).to.equal(true)
    expect(card(root).textContent).to.contain("Zag JS")
    const arrow = card(root).querySelector<HTMLElement>('[data-part="arrow"]')!
    const gap = 8 + arrow.clientHeight / 2
    await waitFor(
      () =>
        Math.abs(
          card(root).getBoundingClientRect().top -
            trigger(root).getBoundingClientRect().bottom -
            gap,
        ) < 1,
      "the card under the link",
    )
  })

  it("goes closing → closed after the pointer leaves", async () => {
    const { root, element } = await openByHover()
    await moveAway(element)
    await waitFor(() => state(root) === "closing", "the closing state")
    expect(card(root).hidden).to.equal(false)
    await waitFor(() => state(root) === "closed", "the closed state")
    expect(card(root).hidden).to.equal(true)
  })

  it("stays open while the pointer is on the card", async () => {
    const { root, element } = await openByHover({ "open-delay": "50", "close-delay": "150" })
    await hover(card(root))
    await sleep(400)
    expect(state(root)).to.equal("open")
    await moveAway(element)
    await waitFor(() => state(root) === "closed", "the card to close")
  })

  it("opens on keyboard focus and closes on Escape, focus staying on the link", async () => {
    const { root } = await mountDemo("hover-card", FAST)
    trigger(root).focus()
    await waitFor(() => isOpen(root), "the card to open")
    await press("Escape")
    await waitFor(() => card(root).hidden, "the card to close")
    expect(deepActiveElement() === trigger(root)).to.equal(true)
  })

  it("closes on a click on the host page outside the element", async () => {
    // Opened by focus: a pointer leaving the link would start the close delay instead.
    const { root, element } = await mountDemo("hover-card", FAST)
    trigger(root).focus()
    await waitFor(() => isOpen(root), "the card to open")
    const box = element.getBoundingClientRect()
    await sendMouse({ type: "click", position: [5, Math.round(box.bottom + 40)] })
    await waitFor(() => card(root).hidden, "the card to close")
  })

  it("opens above the link with placement top", async () => {
    // Room above the link, or the card flips to the bottom.
    const spacer = document.createElement("div")
    spacer.style.height = "320px"
    document.body.prepend(spacer)
    try {
      const { root } = await openByHover({ ...FAST, placement: "top" })
      await waitFor(() => card(root).dataset.placement === "top", "top placement")
      await waitFor(
        () => card(root).getBoundingClientRect().bottom < trigger(root).getBoundingClientRect().top,
        "the card above the link",
      )
    } finally {
      spacer.remove()
    }
  })

  it("does not open when disabled", async () => {
    const { root } = await mountDemo("hover-card", { ...FAST, disabled: "" })
    await hover(trigger(root))
    await sleep(400)
    expect(card(root).hidden).to.equal(true)
  })

  it("has no serious or critical axe violations while open", async () => {
    const { element } = await openByHover()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
