import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  stageOf,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { drag, dragVertically, settle, visibleHeight, waitForClosed } from "./drawer-test-helpers"

/*
 * <demo-drawer variant="cross-axis-scroll">: a strip of photos that scrolls sideways inside
 * a drawer that closes downwards (zag's drawer/cross-axis-scroll page; zag has no e2e
 * scenario for it). What it shows: the strip scrolls, and a pull on it that leans sideways
 * leaves the drawer where it is, while the very same pull on the title drags the drawer; a
 * straight pull down, on the strip or the grabber, still does. zag leaves the pull to the
 * strip only under preventDragOnScroll (on by default): with it off, the drawer drags.
 */

function galleryDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  const content = () => part(stage, "drawer", "content")
  return {
    trigger: () => getByRole(stage, "button", { name: "Open" }),
    dialog: () => queryByRole(within(root), "dialog", { name: "Gallery" }),
    content,
    backdrop: () => part(stage, "drawer", "backdrop"),
    grabber: () => part(stage, "drawer", "grabber"),
    strip: () => getByRole(content(), "region", { name: "Photos" }),
    title: () => content().querySelector('[data-part="title"]')!,
  }
}

async function open(attributes: Record<string, string> = {}) {
  const mounted = await mountDemo("drawer", { variant: "cross-axis-scroll", ...attributes })
  const demo = galleryDemo(mounted.root)
  await click(demo.trigger())
  await waitFor(() => demo.dialog(), "the drawer to open")
  await settle(demo.content())
  return { ...mounted, demo }
}

/** Scrolls the strip right with the arrow key, as a keyboard user would. */
async function scrollStripRight(demo: ReturnType<typeof galleryDemo>) {
  demo.strip().focus()
  await press("ArrowRight")
  await press("ArrowRight")
  await waitFor(() => demo.strip().scrollLeft > 0, "the strip to scroll sideways")
}

const dragging = (content: HTMLElement) => content.hasAttribute("data-dragging")

// Down 100 px and 65 px sideways: steep enough for zag to take a mouse press as a drag (the
// pull runs 1.35 times more down than across), slanted enough that it leaves the pull to
// content that scrolls sideways (more than 0.58 times as much across as down).
const SLANT = { dx: 65, dy: 100 }

describe('<demo-drawer variant="cross-axis-scroll">', () => {
  afterEach(resetMouseAndCleanup)

  it("holds a strip of ten photos wider than itself", async () => {
    const { demo } = await open()
    const strip = demo.strip()
    expect(strip.children).to.have.length(10)
    expect(strip.children[0]!.textContent).to.equal("Photo 1")
    expect(strip.scrollWidth).to.be.greaterThan(strip.clientWidth)
    expect(strip.scrollLeft).to.equal(0)
  })

  it("scrolls the strip sideways from the keyboard, the drawer staying open and still", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    await scrollStripRight(demo)
    expect(demo.dialog()).to.not.equal(null)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
  })

  it("leaves the drawer still when the strip is pulled down at a slant", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    await drag(demo.strip(), SLANT.dx, SLANT.dy, { hold: true })
    expect(dragging(demo.content())).to.equal(false)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
    await sendMouse({ type: "up" })
    await settle(demo.content())
    expect(demo.dialog()).to.not.equal(null)
  })

  it("drags the drawer on that pull when prevent-drag-on-scroll is off", async () => {
    const { demo } = await open({ "prevent-drag-on-scroll": "false" })
    const height = visibleHeight(demo.content())
    await drag(demo.strip(), SLANT.dx, SLANT.dy, { hold: true })
    expect(dragging(demo.content())).to.equal(true)
    expect(visibleHeight(demo.content())).to.be.closeTo(height - SLANT.dy, 2)
  })

  it("drags the drawer when the title, which does not scroll, gets the same slanted pull", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    await drag(demo.title(), SLANT.dx, SLANT.dy, { hold: true })
    expect(dragging(demo.content())).to.equal(true)
    expect(visibleHeight(demo.content())).to.be.closeTo(height - SLANT.dy, 2)
  })

  it("drags the drawer when the strip is pulled straight down", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    await dragVertically(demo.strip(), 80, { hold: true })
    expect(dragging(demo.content())).to.equal(true)
    expect(visibleHeight(demo.content())).to.be.closeTo(height - 80, 2)
    await sendMouse({ type: "up" })
    await settle(demo.content())
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
  })

  it("closes on a fast swipe down on its grabber once the strip is scrolled", async () => {
    const { demo } = await open()
    await scrollStripRight(demo)
    await dragVertically(demo.grabber(), 250, { steps: 2, pause: 0 })
    await waitForClosed(demo)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element, demo } = await open()
    expect(await seriousViolations(element)).to.deep.equal([])
    await scrollStripRight(demo)
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
