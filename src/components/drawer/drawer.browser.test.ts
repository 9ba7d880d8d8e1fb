import { expect } from "chai"
import { getByLabelText } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  centre,
  click,
  deepActiveElement,
  expectFocus,
  mountDemo,
  nextFrame,
  openToolbarTab,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  sleep,
  waitFor,
  waitForVisualizer,
  within,
} from "../../../test/browser/helpers"
import { drawerDemo } from "./drawer.page"
import { dragVertically, settle, visibleHeight, waitForClosed } from "./drawer-test-helpers"

// Ported from zag's drawer e2e suite (e2e/drawer.e2e.ts); its "drawer [draggable=false]"
// scenario is the draggable-false variant's (drawer.draggable-false.browser.test.ts).

async function openDrawer(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("drawer", attributes)
  const demo = drawerDemo(mounted.root)
  await click(demo.trigger())
  const dialog = await waitFor(() => demo.dialog(), "the drawer to open")
  await settle(demo.content())
  return { ...mounted, demo, dialog }
}

describe("<demo-drawer>", () => {
  afterEach(resetMouseAndCleanup)

  it("opens from the trigger with its backdrop, title, no-drag area and items", async () => {
    const { demo, dialog } = await openDrawer()
    expect(demo.trigger().getAttribute("aria-expanded")).to.equal("true")
    expect(demo.trigger().getAttribute("aria-haspopup")).to.equal("dialog")
    expect(dialog.getAttribute("aria-modal")).to.equal("true")
    expect(demo.backdrop().hidden).to.equal(false)
    expect(demo.backdrop().getAttribute("data-state")).to.equal("open")
    expect(demo.noDragArea().textContent).to.equal("No drag area")
    expect(demo.list().children).to.have.length(100)
    expect(demo.list().firstElementChild!.textContent).to.equal("Item 0")
    expect(demo.list().lastElementChild!.textContent).to.equal("Item 99")
    // It slides up from the bottom edge and stands fully open.
    const box = demo.content().getBoundingClientRect()
    expect(Math.round(box.bottom)).to.be.closeTo(innerHeight, 1)
    expect(visibleHeight(demo.content())).to.be.closeTo(box.height, 1)
  })

  it("moves focus into the drawer, keeps Tab inside and closes on Escape, focus back on Open", async () => {
    const { demo } = await openDrawer()
    await waitFor(() => demo.content().contains(deepActiveElement()), "focus in the drawer")
    for (let i = 0; i < 3; i++) {
      await press("Tab")
      expect(demo.content().contains(deepActiveElement())).to.equal(true)
      await pressWith("Shift", "Tab")
      expect(demo.content().contains(deepActiveElement())).to.equal(true)
    }
    await press("Escape")
    await waitForClosed(demo)
    await expectFocus(demo.trigger())
    expect(demo.trigger().getAttribute("aria-expanded")).to.equal("false")
  })

  it("closes on a click outside the drawer", async () => {
    const { demo } = await openDrawer()
    await sendMouse({ type: "click", position: [5, 5] })
    await waitForClosed(demo)
  })

  it("closes when the grabber is flicked down", async () => {
    const { demo } = await openDrawer()
    // 200 px is under half the drawer: only the flick's speed closes it. Two long moves keep
    // it fast on a busy machine too (each move is a round trip to the test runner).
    await dragVertically(demo.grabber(), 200, { steps: 2, pause: 0 })
    await waitForClosed(demo)
  })

  it("closes when dragged down past half its height, slowly", async () => {
    const { demo } = await openDrawer()
    const height = visibleHeight(demo.content())
    await dragVertically(demo.grabber(), Math.floor(height * 0.55))
    await waitForClosed(demo)
  })

  it("stays open, back at full height, when dragged down a little", async () => {
    const { demo } = await openDrawer()
    const height = visibleHeight(demo.content())
    await dragVertically(demo.grabber(), 100)
    await settle(demo.content())
    expect(demo.dialog()).to.not.equal(null)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
  })

  it("follows the pointer while dragged down and does not grow when dragged up", async () => {
    const { demo } = await openDrawer()
    const height = visibleHeight(demo.content())
    await dragVertically(demo.grabber(), 100, { hold: true })
    expect(demo.content().hasAttribute("data-dragging")).to.equal(true)
    expect(visibleHeight(demo.content())).to.be.closeTo(height - 100, 2)
    await sendMouse({ type: "up" })
    await settle(demo.content())
    await dragVertically(demo.grabber(), -150)
    await settle(demo.content())
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
  })

  it("scrolls its list", async () => {
    const { demo } = await openDrawer()
    expect(demo.list().scrollTop).to.equal(0)
    demo.list().scrollTop += 200
    await nextFrame()
    expect(demo.list().scrollTop).to.be.greaterThan(0)
  })

  it("does not move when dragged from the no-drag area", async () => {
    const { demo } = await openDrawer()
    const height = visibleHeight(demo.content())
    await dragVertically(demo.noDragArea(), 100, { hold: true })
    expect(demo.content().hasAttribute("data-dragging")).to.equal(false)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
    await sendMouse({ type: "up" })
    await settle(demo.content())
    expect(demo.dialog()).to.not.equal(null)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
  })

  it("snap points 20rem,1: opens 20rem tall, drags up to full and back down to 20rem", async () => {
    const { demo } = await openDrawer({ "snap-points": "20rem,1" })
    const rem20 = 20 * parseFloat(getComputedStyle(document.documentElement).fontSize)
    const full = demo.content().getBoundingClientRect().height
    expect(visibleHeight(demo.content())).to.be.closeTo(rem20, 4)
    await dragVertically(demo.grabber(), -250)
    await settle(demo.content())
    expect(visibleHeight(demo.content())).to.be.closeTo(full, 1)
    expect(visibleHeight(demo.content())).to.be.greaterThan(rem20 + 80)
    await dragVertically(demo.grabber(), 250)
    await settle(demo.content())
    expect(visibleHeight(demo.content())).to.be.closeTo(rem20, 4)
  })

  it("snap to sequential points: a short swipe up moves one point", async () => {
    const { demo } = await openDrawer({
      "snap-points": "20rem,1",
      "snap-to-sequential-points": "",
    })
    const height = visibleHeight(demo.content())
    await dragVertically(demo.grabber(), -100)
    await settle(demo.content())
    expect(visibleHeight(demo.content())).to.be.greaterThan(height + 50)
  })

  it("a fast swipe down from full height closes the drawer, but snaps it with sequential points", async () => {
    for (const sequential of [false, true]) {
      const attributes: Record<string, string> = { "snap-points": "20rem,1" }
      if (sequential) attributes["snap-to-sequential-points"] = ""
      const { element, demo } = await openDrawer(attributes)
      await dragVertically(demo.grabber(), -200)
      await settle(demo.content())
      // Fast enough that without sequential points the throw carries it past closing.
      await dragVertically(demo.grabber(), 300, { steps: 2, pause: 0 })
      if (sequential) {
        await settle(demo.content())
        expect(demo.dialog(), "open with sequential points").to.not.equal(null)
      } else await waitForClosed(demo)
      element.remove()
    }
  })

  it("prevent drag on scroll: a drag on the scrolled list scrolls, unless turned off", async () => {
    for (const prevent of [true, false]) {
      const { element, demo } = await openDrawer({ "prevent-drag-on-scroll": String(prevent) })
      demo.list().scrollTop = 300
      await nextFrame()
      await dragVertically(demo.list(), 80, { hold: true })
      expect(demo.content().hasAttribute("data-dragging"), `prevent ${prevent}`).to.equal(!prevent)
      await sendMouse({ type: "up" })
      element.remove()
    }
  })

  it("stays open on Escape and outside clicks when both are turned off", async () => {
    const { demo } = await openDrawer({
      "close-on-escape": "false",
      "close-on-interact-outside": "false",
    })
    await press("Escape")
    await sendMouse({ type: "click", position: [5, 5] })
    await sleep(300)
    expect(demo.dialog()).to.not.equal(null)
    expect(demo.trigger().getAttribute("aria-expanded")).to.equal("true")
  })

  it("slides in from the end edge with swipe direction end, and a drag that way closes it", async () => {
    const { demo } = await openDrawer({ "swipe-direction": "end" })
    const box = demo.content().getBoundingClientRect()
    expect(Math.round(box.right)).to.be.closeTo(innerWidth, 1)
    expect(Math.round(box.height)).to.be.closeTo(innerHeight, 1)
    const [x, y] = centre(demo.grabber())
    await sendMouse({ type: "move", position: [x, y] })
    await sendMouse({ type: "down" })
    for (let step = 1; step <= 5; step++)
      await sendMouse({ type: "move", position: [x + step * 60, y] })
    await sendMouse({ type: "up" })
    await waitForClosed(demo)
  })

  it("is not modal when modal is off: no aria-modal, the page behind takes clicks", async () => {
    const { demo, dialog } = await openDrawer({ modal: "false" })
    expect(dialog.getAttribute("aria-modal")).to.equal("false")
    expect(getComputedStyle(demo.content().parentElement!).pointerEvents).to.equal("none")
  })

  it("non-modal: closes when Tab takes focus out of it, unless outside interaction is off", async () => {
    for (const closeOnInteractOutside of [true, false]) {
      const { element, demo } = await openDrawer({
        modal: "false",
        "close-on-interact-outside": String(closeOnInteractOutside),
      })
      demo.list().focus()
      await expectFocus(demo.list())
      await press("Tab")
      await waitFor(() => !demo.content().contains(deepActiveElement()), "focus out of the drawer")
      if (closeOnInteractOutside) await waitForClosed(demo)
      else {
        await sleep(300)
        expect(demo.dialog(), "open with outside interaction off").to.not.equal(null)
      }
      element.remove()
    }
  })

  it("shows the defaults in the Controls tab", async () => {
    const { root } = await mountDemo("drawer")
    const field = <T extends HTMLElement>(label: string) => getByLabelText<T>(within(root), label)
    expect(field<HTMLSelectElement>("Swipe direction").value).to.equal("down")
    expect(field<HTMLSelectElement>("Snap points").value).to.equal("1")
    expect(field<HTMLInputElement>("Snap to sequential points").checked).to.equal(false)
    expect(field<HTMLInputElement>("Prevent drag on scroll").checked).to.equal(true)
    expect(field<HTMLInputElement>("Modal").checked).to.equal(true)
    expect(field<HTMLInputElement>("Close on escape").checked).to.equal(true)
    expect(field<HTMLInputElement>("Close on interact outside").checked).to.equal(true)
    expect(field<HTMLSelectElement>("Direction").value).to.equal("ltr")
  })

  it("shows open and closed in the Visualizer", async () => {
    const { root } = await mountDemo("drawer")
    await openToolbarTab(root, "Visualizer")
    await waitForVisualizer(root, 'state: "closed"', "closed state")
    await click(drawerDemo(root).trigger())
    await waitForVisualizer(root, 'state: "open"', "open state")
    await press("Escape")
    await waitForVisualizer(root, 'state: "closed"', "closed again")
  })

  it("has no serious or critical axe violations while open", async () => {
    const { element } = await openDrawer()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
