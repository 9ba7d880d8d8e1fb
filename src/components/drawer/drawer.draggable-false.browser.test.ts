import { expect } from "chai"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  mountDemo,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
} from "../../../test/browser/helpers"
import { drawerDemo } from "./drawer.page"
import { dragVertically, settle, visibleHeight, waitForClosed } from "./drawer-test-helpers"

/*
 * <demo-drawer variant="draggable-false">: the demo's drawer, dragged by its grabber only.
 * zag's scenario (e2e/drawer.e2e.ts, "drawer [draggable=false]") ported; the demo itself fails
 * it, since its content drags.
 */

async function open() {
  const mounted = await mountDemo("drawer", { variant: "draggable-false" })
  const demo = drawerDemo(mounted.root)
  await click(demo.trigger())
  await waitFor(() => demo.dialog(), "the drawer to open")
  await settle(demo.content())
  return { ...mounted, demo }
}

describe('<demo-drawer variant="draggable-false">', () => {
  afterEach(resetMouseAndCleanup)

  it("does not move when its content is dragged, but follows its grabber (zag's scenario)", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    const title = demo.content().querySelector('[data-part="title"]')!
    await dragVertically(title, 100, { hold: true })
    expect(demo.content().hasAttribute("data-dragging")).to.equal(false)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
    await sendMouse({ type: "up" })
    await dragVertically(demo.grabber(), 100, { hold: true })
    expect(demo.content().hasAttribute("data-dragging")).to.equal(true)
    expect(visibleHeight(demo.content())).to.be.closeTo(height - 100, 2)
    await sendMouse({ type: "up" })
    await settle(demo.content())
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
  })

  it("stays open after a fast swipe on its content, and closes on one on its grabber", async () => {
    const { demo } = await open()
    await dragVertically(demo.list(), 250, { steps: 2, pause: 0 })
    await settle(demo.content())
    expect(demo.dialog()).to.not.equal(null)
    await dragVertically(demo.grabber(), 250, { steps: 2, pause: 0 })
    await waitForClosed(demo)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await open()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
