import { expect } from "chai"
import { getByLabelText, getByRole } from "@testing-library/dom"
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
} from "./helpers"

const button = (root: ShadowRoot, name: RegExp) =>
  getByRole(stageOf(root), "button", { name }) as HTMLButtonElement
const prev = (root: ShadowRoot) => button(root, /^Prev slide$/)
const next = (root: ShadowRoot) => button(root, /^Next slide$/)
const part = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLElement>(`[data-scope="carousel"][data-part="${name}"]`)!
const parts = (root: ShadowRoot, name: string) => [
  ...root.querySelectorAll<HTMLElement>(`[data-scope="carousel"][data-part="${name}"]`),
]
const progress = (root: ShadowRoot) => part(root, "progress-text").textContent
const currentIndicator = (root: ShadowRoot) =>
  parts(root, "indicator").findIndex((indicator) => indicator.hasAttribute("data-current"))

async function waitForPage(root: ShadowRoot, text: string) {
  await waitFor(() => progress(root) === text, `page ${text} (now ${progress(root)})`)
}

/** The carousel measures its pages from the rendered slides: 5 slides, 2 per view = 3. */
async function mountCarousel(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("carousel", attributes)
  await waitFor(() => parts(mounted.root, "indicator").length > 0, "indicators")
  return mounted
}

describe("<demo-carousel>", () => {
  afterEach(cleanup)

  it("shows 5 images, 2 per view with 20px spacing, Prev, Next and indicators", async () => {
    const { root } = await mountCarousel()
    const images = parts(root, "item").map((item) => item.querySelector("img")!)
    expect(images.length).to.equal(5)
    expect(images.every((image) => image.src.startsWith("data:image/svg+xml,"))).to.equal(true)
    expect(prev(root).textContent).to.equal("Prev")
    expect(next(root).textContent).to.equal("Next")
    const style = part(root, "root").style
    expect(style.getPropertyValue("--slides-per-page")).to.equal("2")
    expect(style.getPropertyValue("--slide-spacing")).to.equal("20px")
    expect(getComputedStyle(part(root, "item-group")).columnGap).to.equal("20px")
    await waitFor(() => parts(root, "indicator").length === 3, "3 pages of 2 slides")
    await waitForPage(root, "1 / 3")
    const first = parts(root, "item")[0]!.getBoundingClientRect()
    const second = parts(root, "item")[1]!.getBoundingClientRect()
    expect(Math.round(second.left - first.right)).to.equal(20)
    expect(parts(root, "item")[0]!.getAttribute("aria-label")).to.equal("1 of 5")
  })

  it("clamps Next and Prev at the ends without loop", async () => {
    const { root } = await mountCarousel()
    await waitForPage(root, "1 / 3")
    expect(prev(root).disabled).to.equal(true)
    await click(next(root))
    await waitForPage(root, "2 / 3")
    await click(next(root))
    await waitForPage(root, "3 / 3")
    expect(next(root).disabled).to.equal(true)
    expect(currentIndicator(root)).to.equal(2)
    await click(prev(root))
    await waitForPage(root, "2 / 3")
  })

  it("wraps Next and Prev around when loop is on", async () => {
    const { root } = await mountCarousel({ loop: "" })
    await waitForPage(root, "1 / 3")
    expect(prev(root).disabled).to.equal(false)
    await click(prev(root))
    await waitForPage(root, "3 / 3")
    expect(next(root).disabled).to.equal(false)
    await click(next(root))
    await waitForPage(root, "1 / 3")
  })

  it("goes to a page from its indicator, and moves with arrows, Home and End", async () => {
    const { root } = await mountCarousel()
    await waitFor(() => parts(root, "indicator").length === 3, "3 indicators")
    await click(parts(root, "indicator")[1]!)
    await waitForPage(root, "2 / 3")
    expect(parts(root, "indicator")[1]!.getAttribute("aria-label")).to.equal("Go to slide 2")
    await press("ArrowRight")
    await waitForPage(root, "3 / 3")
    await expectFocus(parts(root, "indicator")[2]!)
    await press("ArrowRight")
    expect(progress(root)).to.equal("3 / 3")
    await press("Home")
    await waitForPage(root, "1 / 3")
    await press("ArrowLeft")
    expect(progress(root)).to.equal("1 / 3")
    await press("End")
    await waitForPage(root, "3 / 3")
  })

  it("clamps the page into range when a setting leaves fewer pages", async () => {
    const { root, element } = await mountCarousel({ "slides-per-page": "1" })
    await waitFor(() => parts(root, "indicator").length === 5, "5 pages of 1 slide")
    await click(parts(root, "indicator")[4]!)
    await waitForPage(root, "5 / 5")
    element.setAttribute("slides-per-page", "2")
    await waitFor(() => parts(root, "indicator").length === 3, "3 pages of 2 slides")
    await waitForPage(root, "3 / 3")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, "page: 2", "page 2 in the context")
  })

  it("plays every 2000 ms by default, advances with a shorter delay and pauses", async () => {
    const { root, element } = await mountCarousel()
    const delay = getByLabelText(within(root), "Autoplay delay") as HTMLInputElement
    expect(delay.value).to.equal("2000")
    await click(button(root, /^Play slide rotation$/))
    expect(stageOf(root).textContent).to.contain("playing every 2000 ms")
    expect(progress(root)).to.equal("1 / 3")
    await click(button(root, /^Pause slide rotation$/))
    await waitFor(() => button(root, /^Play slide rotation$/), "the Play button back")

    element.setAttribute("autoplay-delay", "200")
    await click(button(root, /^Play slide rotation$/))
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "autoplay"', "autoplay state")
    await waitForPage(root, "2 / 3")
    await waitForPage(root, "3 / 3")
    // Without loop, autoplay stops at the last page.
    await waitForVisualizer(root, 'state: "idle"', "idle at the end")
    expect(button(root, /^Play slide rotation$/).textContent).to.equal("Play")
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
    expect(button(root, /^Play slide rotation$/).textContent).to.equal("Play")
  })

  it("drags with the mouse: pointer down starts dragging, pointer up settles on a page", async () => {
    const { root } = await mountCarousel()
    await waitFor(() => parts(root, "indicator").length === 3, "3 indicators")
    await openToolbarTab(root, "Visualizer")
    const group = part(root, "item-group")
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
      () => part(root, "item-group").getAttribute("data-orientation") === "vertical",
      "vertical slides",
    )
    await waitFor(() => parts(root, "indicator").length === 3, "3 vertical pages")
    await click(parts(root, "indicator")[0]!)
    await press("ArrowDown")
    await waitForPage(root, "2 / 3")
    element.setAttribute("dir", "rtl")
    await waitFor(() => part(root, "root").getAttribute("dir") === "rtl", "rtl")
  })

  it("has no serious or critical axe violations", async () => {
    const { element, root } = await mountCarousel()
    await waitFor(() => parts(root, "indicator").length === 3, "3 indicators")
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
