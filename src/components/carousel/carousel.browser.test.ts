import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  seriousViolations,
  stageOf,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { carousel } from "./carousel.page"

async function waitForPage(root: ShadowRoot, text: string) {
  await waitFor(
    () => carousel(root).progress() === text,
    `page ${text} (now ${carousel(root).progress()})`,
  )
}

/** The carousel measures its pages from the rendered slides: 5 slides, 2 per view = 3. */
async function mountCarousel(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("carousel", attributes)
  await waitFor(() => carousel(mounted.root).indicators().length > 0, "indicators")
  return mounted
}

describe("<demo-carousel>", () => {
  afterEach(cleanup)

  it("shows 5 images, 2 per view with 20px spacing, Prev, Next and indicators", async () => {
    const { root } = await mountCarousel()
    const images = carousel(root).images()
    expect(images.length).to.equal(5)
    expect(images.every((image) => image.src.startsWith("data:image/svg+xml,"))).to.equal(true)
    expect(carousel(root).prev().textContent).to.equal("Prev")
    expect(carousel(root).next().textContent).to.equal("Next")
    const style = carousel(root).root().style
    expect(style.getPropertyValue("--slides-per-page")).to.equal("2")
    expect(style.getPropertyValue("--slide-spacing")).to.equal("20px")
    expect(getComputedStyle(carousel(root).itemGroup()).columnGap).to.equal("20px")
    await waitFor(() => carousel(root).indicators().length === 3, "3 pages of 2 slides")
    await waitForPage(root, "1 / 3")
    const first = carousel(root).slides()[0]!.getBoundingClientRect()
    const second = carousel(root).slides()[1]!.getBoundingClientRect()
    expect(Math.round(second.left - first.right)).to.equal(20)
    expect(carousel(root).slides()[0]!.getAttribute("aria-label")).to.equal("1 of 5")
  })

  it("clamps Next and Prev at the ends without loop", async () => {
    const { root } = await mountCarousel()
    await waitForPage(root, "1 / 3")
    expect(carousel(root).prev().disabled).to.equal(true)
    await click(carousel(root).next())
    await waitForPage(root, "2 / 3")
    await click(carousel(root).next())
    await waitForPage(root, "3 / 3")
    expect(carousel(root).next().disabled).to.equal(true)
    expect(carousel(root).currentIndicator()).to.equal(2)
    await click(carousel(root).prev())
    await waitForPage(root, "2 / 3")
  })

  it("wraps Next and Prev around when loop is on", async () => {
    const { root } = await mountCarousel({ loop: "" })
    await waitForPage(root, "1 / 3")
    expect(carousel(root).prev().disabled).to.equal(false)
    await click(carousel(root).prev())
    await waitForPage(root, "3 / 3")
    expect(carousel(root).next().disabled).to.equal(false)
    await click(carousel(root).next())
    await waitForPage(root, "1 / 3")
  })

  it("goes to a page from its indicator, and moves with arrows, Home and End", async () => {
    const { root } = await mountCarousel()
    await waitFor(() => carousel(root).indicators().length === 3, "3 indicators")
    await click(carousel(root).indicators()[1]!)
    await waitForPage(root, "2 / 3")
    expect(carousel(root).indicators()[1]!.getAttribute("aria-label")).to.equal("Go to slide 2")
    await press("ArrowRight")
    await waitForPage(root, "3 / 3")
    await expectFocus(carousel(root).indicators()[2]!)
    await press("ArrowRight")
    expect(carousel(root).progress()).to.equal("3 / 3")
    await press("Home")
    await waitForPage(root, "1 / 3")
    await press("ArrowLeft")
    expect(carousel(root).progress()).to.equal("1 / 3")
    await press("End")
    await waitForPage(root, "3 / 3")
  })

  it("clamps the page into range when a setting leaves fewer pages", async () => {
    const { root, element } = await mountCarousel({ "slides-per-page": "1" })
    await waitFor(() => carousel(root).indicators().length === 5, "5 pages of 1 slide")
    await click(carousel(root).indicators()[4]!)
    await waitForPage(root, "5 / 5")
    element.setAttribute("slides-per-page", "2")
    await waitFor(() => carousel(root).indicators().length === 3, "3 pages of 2 slides")
    await waitForPage(root, "3 / 3")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "page: 2", "page 2 in the context")
  })

  it("plays every 2000 ms by default, advances with a shorter delay and pauses", async () => {
    const { root, element } = await mountCarousel()
    const delay = getByLabelText(within(root), "Autoplay delay") as HTMLInputElement
    expect(delay.value).to.equal("2000")
    await click(carousel(root).play())
    expect(stageOf(root).textContent).to.contain("playing every 2000 ms")
    expect(carousel(root).progress()).to.equal("1 / 3")
    await click(carousel(root).pause())
    await waitFor(() => carousel(root).play(), "the Play button back")

    element.setAttribute("autoplay-delay", "200")
    await click(carousel(root).play())
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "autoplay"', "autoplay state")
    await waitForPage(root, "2 / 3")
    await waitForPage(root, "3 / 3")
    // Without loop, autoplay stops at the last page.
    await waitForVisualizer(root, 'state: "idle"', "idle at the end")
    expect(carousel(root).play().textContent).to.equal("Play")
  })

  it("starts playing from the autoplay control and pauses while the page is hidden", async () => {
    const { root } = await mountCarousel({ autoplay: "", "autoplay-delay": "5000" })
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "autoplay"', "autoplay state")
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    try {
      document.dispatchEvent(new Event("visibilitychange"))
    } finally {
      delete (document as unknown as Record<string, unknown>).visibilityState
    }
    await waitForVisualizer(root, 'state: "idle"', "paused when hidden")
    expect(carousel(root).play().textContent).to.equal("Play")
  })

  it("drags with the mouse: pointer down starts dragging, pointer up settles on a page", async () => {
    const { root } = await mountCarousel()
    await waitFor(() => carousel(root).indicators().length === 3, "3 indicators")
    await openToolbarTab(root, "Visualizer")
    const group = carousel(root).itemGroup()
    group.scrollIntoView({ block: "center" })
    await nextFrame()
    const box = group.getBoundingClientRect()
    const y = Math.round(box.top + box.height / 2)
    const x = Math.round(box.left + box.width * 0.8)
    await sendMouse({ type: "move", position: [x, y] })
    await sendMouse({ type: "down" })
    await waitForVisualizer(root, 'state: "dragging"', "dragging state")
    for (let step = 1; step <= 8; step++)
      await sendMouse({ type: "move", position: [x - step * 30, y] })
    expect(group.hasAttribute("data-dragging")).to.equal(true)
    await sendMouse({ type: "up" })
    await waitForVisualizer(root, 'state: "idle"', "idle after settling")
    await waitForPage(root, "2 / 3")
  })

  it("changes orientation and direction from the controls", async () => {
    const { root, element } = await mountCarousel()
    const orientation = getByLabelText(within(root), "Orientation") as HTMLSelectElement
    expect(orientation.value).to.equal("horizontal")
    element.setAttribute("orientation", "vertical")
    await waitFor(
      () => carousel(root).itemGroup().getAttribute("data-orientation") === "vertical",
      "vertical slides",
    )
    await waitFor(() => carousel(root).indicators().length === 3, "3 vertical pages")
    await click(carousel(root).indicators()[0]!)
    await press("ArrowDown")
    await waitForPage(root, "2 / 3")
    element.setAttribute("dir", "rtl")
    await waitFor(() => carousel(root).root().getAttribute("dir") === "rtl", "rtl")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountCarousel()
    await waitFor(() => carousel(root).indicators().length === 3, "3 indicators")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
