import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { setViewport } from "@web/test-runner-commands"
import {
  cleanup,
  click,
  deepActiveElement,
  describeElement,
  expectFocus,
  mountDemo,
  openToolbarTab,
  press,
  stageOf,
  waitFor,
} from "./helpers"
import { accordion } from "../../src/components/accordion/accordion.page"

// While a replay steps, the replayed widget and the button that steps it are in view together,
// on a laptop's screen and on a phone's, as the showcase lays a demo page out.

interface Layout {
  name: string
  viewport: { width: number; height: number }
  /** What a demo page has above the demo: the site's header, the title and the lead. */
  above: number
}

const LAYOUTS: Layout[] = [
  { name: "at 1280×800", viewport: { width: 1280, height: 800 }, above: 250 },
  { name: "at 390×844", viewport: { width: 390, height: 844 }, above: 330 },
]

/** A demo page's shape: a block of the given height, then the demo in a column. */
function pageColumn(above: number) {
  const page = document.createElement("div")
  page.style.cssText = "max-width: 960px; margin: 0 auto; padding: 0 16px 400px"
  const header = document.createElement("div")
  header.style.height = `${above}px`
  page.append(header)
  document.body.append(page)
  return page
}

/**
 * Whether every side of an element is inside the viewport and nothing covers its middle. An
 * inert copy's parts are not hit by a pointer: there, what is hit must be the copy's stage.
 */
function inView(element: Element, root: ShadowRoot) {
  const box = element.getBoundingClientRect()
  const inside =
    box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
  const middle = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  const hit = element.closest("[inert]")?.parentElement ?? element
  return inside && middle !== null && hit.contains(middle)
}

async function expectInView(root: ShadowRoot, ...elements: Element[]) {
  await waitFor(
    () => elements.every((element) => inView(element, root)),
    `${elements.map((element) => describeElement(element)).join(" and ")} in view`,
  )
}

const toolbar = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-toolbar")!
const historyOf = (root: ShadowRoot) => getByRole(toolbar(root), "region", { name: "History" })
const scrubber = (root: ShadowRoot) => getByRole(historyOf(root), "group", { name: "Replay" })
const stepper = (root: ShadowRoot) => getByRole(stageOf(root), "group", { name: "Replayed step" })
const shownStep = (root: ShadowRoot) => stageOf(root).dataset.replayStep

async function waitForStep(root: ShadowRoot, step: number) {
  await waitFor(
    () => root.querySelector(`[data-replay-step="${step}"] [data-shown="true"]`),
    `step ${step} shown`,
  )
}

/** An accordion on a demo page whose Home and About items were opened: four steps or more. */
async function recordedAccordion(layout: Layout) {
  await setViewport(layout.viewport)
  const mounted = await mountDemo("accordion", {}, pageColumn(layout.above))
  const page = accordion(mounted.root)
  await click(page.trigger("Home"))
  await press("ArrowDown")
  await press("Enter")
  await waitFor(() => page.trigger("About").getAttribute("aria-expanded") === "true", "About open")
  await openToolbarTab(mounted.root, "Visualizer")
  await waitFor(() => queryByRole(toolbar(mounted.root), "region", { name: "History" }), "history")
  return mounted
}

describe("A replay in view", () => {
  afterEach(() => {
    cleanup()
    document.body.replaceChildren()
    scrollTo(0, 0)
  })
  after(() => setViewport({ width: 800, height: 600 }))

  for (const layout of LAYOUTS) {
    it(`steps with the buttons under the replayed widget, focus kept, both in view ${layout.name}`, async () => {
      const { root } = await recordedAccordion(layout)
      // Started from the Visualizer's history, far below the widget on either screen.
      const show = getByRole(historyOf(root), "button", { name: "Show step 3 in the demo" })
      show.focus()
      await press("Enter")
      await waitForStep(root, 3)

      // The reader goes to the widget; its step buttons are under it.
      const earlier = getByRole(stepper(root), "button", { name: "Earlier step: 2" })
      earlier.focus()
      await press("Enter")
      await waitForStep(root, 2)
      const again = getByRole(stepper(root), "button", { name: "Earlier step: 1" })
      await expectFocus(again)
      await expectInView(root, accordion(root).trigger("Home"), again)
      expect(accordion(root).trigger("Home").getAttribute("aria-expanded")).to.equal("true")

      // The next key press steps again, from the same place.
      await press("Enter")
      await waitForStep(root, 1)
      const later = getByRole(stepper(root), "button", { name: "Later step: 2" })
      const focused = getByRole(stepper(root), "button", { name: /^Earlier step/ })
      await expectFocus(focused)
      await expectInView(root, accordion(root).trigger("Home"), focused, later)
      expect(accordion(root).trigger("Home").getAttribute("aria-expanded")).to.equal("false")

      await click(getByRole(stepper(root), "button", { name: "Live" }))
      await waitFor(() => root.querySelector("[data-replay-step]") === null, "the live demo")
    })
  }

  it("keeps the replayed widget in view beside the history as it scrolls, at 1280×800", async () => {
    const { root } = await recordedAccordion(LAYOUTS[0]!)
    // The reader has scrolled down to the history: the live widget is above the viewport.
    historyOf(root).scrollIntoView({ block: "start" })
    await waitFor(
      () => accordion(root).trigger("Home").getBoundingClientRect().bottom < 0,
      "the widget scrolled out of view",
    )
    const earlier = getByRole(scrubber(root), "button", { name: /^Earlier step: \d+$/ })
    earlier.focus({ preventScroll: true })
    await press("Enter")
    await waitFor(() => shownStep(root) !== undefined, "a replay")
    const step = Number(shownStep(root))
    await waitForStep(root, step)
    // The replayed widget stays at the top of the viewport, beside the Visualizer's buttons.
    await expectInView(root, accordion(root).trigger("Home"), earlier)
    expect(deepActiveElement() === earlier, "focus on the Visualizer's Earlier").to.equal(true)

    await press("Enter")
    await waitForStep(root, step - 1)
    await expectInView(root, accordion(root).trigger("Home"), earlier)
    await expectInView(root, getByRole(stepper(root), "button", { name: /^Later step/ }))
  })

  it("leaves the toolbar uncovered under a replayed widget on a phone", async () => {
    const { root } = await recordedAccordion(LAYOUTS[1]!)
    const earlier = getByRole(scrubber(root), "button", { name: /^Earlier step: \d+$/ })
    earlier.scrollIntoView({ block: "start" })
    earlier.focus({ preventScroll: true })
    await press("Enter")
    await waitFor(() => shownStep(root) !== undefined, "a replay")
    await waitForStep(root, Number(shownStep(root)))
    // Above the toolbar, the stage scrolls with the page: the pressed button is not under it.
    await expectInView(root, earlier)
    expect(deepActiveElement() === earlier, "focus on the Visualizer's Earlier").to.equal(true)
  })
})
