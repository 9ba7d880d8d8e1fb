import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  click,
  mountDemo,
  nextFrame,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  sleep,
  stageOf,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { drag, dragVertically, settle, waitForClosed } from "./drawer-test-helpers"

/*
 * <demo-drawer variant="swipe-area">: a strip at the edge pulls the drawer out. zag's
 * scenarios (e2e/drawer-swipe-area.e2e.ts) ported, all seven: a swipe up from the strip
 * opens it (by touch, as zag's test swipes), a press or a tiny swipe does not, and once open
 * it closes as any drawer does. A basic drawer has no strip: it opens only from its button.
 */

function swipeDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    trigger: () => getByRole(stage, "button", { name: "Open" }),
    dialog: () => queryByRole(within(root), "dialog", { name: "Drawer" }),
    swipeArea: () => part(stage, "drawer", "swipe-area"),
    content: () => part(stage, "drawer", "content"),
    backdrop: () => part(stage, "drawer", "backdrop"),
    grabber: () => part(stage, "drawer", "grabber"),
    closeTrigger: () => part(stage, "drawer", "close-trigger"),
  }
}

type SwipeDemo = ReturnType<typeof swipeDemo>

/** Shows: rendered, and not hidden by the drawer's own `hidden`. */
const shows = (element: HTMLElement) => !element.hidden && element.getClientRects().length > 0

/**
 * A finger swipe from the strip's centre, `dy` pixels (up when negative), as zag's test does
 * it: touch events a frame apart. Composed, so they reach the document from the shadow root.
 */
async function touchSwipe(element: HTMLElement, dy: number, steps = 18) {
  const [x, y] = centre(element)
  const send = (type: string, clientY: number, active: boolean) => {
    const touch = new Touch({ identifier: 0, target: element, clientX: x, clientY })
    const touches = active ? [touch] : []
    element.dispatchEvent(
      new TouchEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        touches,
        targetTouches: touches,
        changedTouches: [touch],
      }),
    )
  }
  send("touchstart", y, true)
  for (let step = 1; step <= steps; step++) {
    send("touchmove", y + (dy * step) / steps, true)
    await nextFrame()
  }
  send("touchend", y + dy, false)
  await nextFrame()
}

async function mount() {
  const mounted = await mountDemo("drawer", { variant: "swipe-area" })
  const demo = swipeDemo(mounted.root)
  demo.swipeArea().scrollIntoView({ block: "center" })
  await nextFrame()
  return { ...mounted, demo }
}

/** Swipes the drawer open from the strip and waits until it stands open. */
async function swipeOpen(demo: SwipeDemo) {
  await touchSwipe(demo.swipeArea(), -300)
  await waitFor(() => demo.dialog(), "the drawer to open")
  await settle(demo.content())
}

describe('<demo-drawer variant="swipe-area">', () => {
  afterEach(resetMouseAndCleanup)

  it("has a strip at the bottom edge, hidden from assistive technology, and the drawer closed", async () => {
    const { demo } = await mount()
    expect(demo.swipeArea().getAttribute("aria-hidden")).to.equal("true")
    expect(demo.swipeArea().getAttribute("data-swipe-direction")).to.equal("up")
    expect(demo.swipeArea().getAttribute("data-state")).to.equal("closed")
    expect(demo.dialog()).to.equal(null)
  })

  it("opens when swiped up from the swipe area", async () => {
    const { demo } = await mount()
    await touchSwipe(demo.swipeArea(), -300)
    await waitFor(() => demo.dialog(), "the drawer to open")
    expect(shows(demo.content())).to.equal(true)
    expect(shows(demo.backdrop())).to.equal(true)
    expect(demo.swipeArea().getAttribute("data-state")).to.equal("open")
  })

  it("opens when dragged up past half its height with the mouse, following it on the way", async () => {
    const { demo } = await mount()
    await drag(demo.swipeArea(), 0, -300, { hold: true })
    await waitFor(() => demo.content().hasAttribute("data-swiping"), "the drawer to follow")
    expect(shows(demo.content())).to.equal(true)
    // Its top is where the pull has brought it: 300 px above the bottom edge.
    expect(innerHeight - demo.content().getBoundingClientRect().top).to.be.closeTo(300, 2)
    await sendMouse({ type: "up" })
    await waitFor(() => demo.dialog(), "the drawer to open")
    await settle(demo.content())
    expect(demo.content().hasAttribute("data-swiping")).to.equal(false)
  })

  it("slides back closed when pulled out slowly less than half its height", async () => {
    const { demo } = await mount()
    await drag(demo.swipeArea(), 0, -120)
    await waitForClosed(demo)
  })

  it("does not open on a pointer down without a swipe", async () => {
    const { demo } = await mount()
    await sendMouse({ type: "move", position: centre(demo.swipeArea()) })
    await sendMouse({ type: "down" })
    await sleep(200)
    await sendMouse({ type: "up" })
    await sleep(200)
    expect(demo.dialog()).to.equal(null)
    expect(shows(demo.content())).to.equal(false)
  })

  it("does not open on a small swipe", async () => {
    const { demo } = await mount()
    await touchSwipe(demo.swipeArea(), -3, 1)
    await sleep(200)
    expect(demo.dialog()).to.equal(null)
    expect(shows(demo.content())).to.equal(false)
  })

  it("closes when clicked outside after a swipe open", async () => {
    const { demo } = await mount()
    await swipeOpen(demo)
    await sendMouse({ type: "click", position: [5, 5] })
    await waitForClosed(demo)
  })

  it("closes on Escape after a swipe open", async () => {
    const { demo } = await mount()
    await swipeOpen(demo)
    await waitFor(() => demo.content().contains(root(demo).activeElement), "focus in the drawer")
    await press("Escape")
    await waitForClosed(demo)
  })

  it("closes when swiped down after a swipe open", async () => {
    const { demo } = await mount()
    await swipeOpen(demo)
    await dragVertically(demo.grabber(), 200, { steps: 2, pause: 0 })
    await waitForClosed(demo)
  })

  it("closes with its close button after a swipe open", async () => {
    const { demo } = await mount()
    await swipeOpen(demo)
    await click(demo.closeTrigger())
    await waitForClosed(demo)
  })

  it("has no serious accessibility violations, closed or swiped open", async () => {
    const { element, demo } = await mount()
    expect(await seriousViolations(element)).to.deep.equal([])
    await swipeOpen(demo)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})

/** The shadow root the drawer is in, for its focused element. */
const root = (demo: SwipeDemo) => demo.content().getRootNode() as ShadowRoot
