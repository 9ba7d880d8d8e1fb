import { expect } from "chai"
import { getByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  mountDemo,
  press,
  expectFocus,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"

/*
 * <demo-tooltip variant="follow-cursor">: the tooltip is anchored to the pointer, not to its
 * trigger (zag's tooltip/follow-cursor page). The basic demo's tooltip stays centred under its
 * button wherever the pointer is on it.
 */

/** Room above the demo, so the tooltip fits above the pointer instead of flipping below. */
let spacer: HTMLElement | undefined

async function mountFollow() {
  spacer = document.createElement("div")
  spacer.style.height = "160px"
  document.body.prepend(spacer)
  const mounted = await mountDemo("tooltip", { variant: "follow-cursor" })
  const all = within(mounted.root)
  const content = () => part(all, "tooltip", "content")
  return {
    ...mounted,
    trigger: () => getByRole(all, "button", { name: "Hover me and move along" }),
    content,
    isOpen: () => !content().hidden && content().dataset.state === "open",
  }
}

/** Moves the real mouse onto the trigger, `x` px from its left edge, at its middle height. */
async function pointAt(trigger: HTMLElement, x: number) {
  const box = trigger.getBoundingClientRect()
  const point = { x: Math.round(box.left + x), y: Math.round(box.top + box.height / 2) }
  await sendMouse({ type: "move", position: [point.x, point.y] })
  return point
}

/** The content's start sits at the pointer's x (top-start), give or take a few pixels. */
const atPointer = (content: HTMLElement, x: number) =>
  Math.abs(content.getBoundingClientRect().left - x) <= 5

describe('<demo-tooltip variant="follow-cursor">', () => {
  afterEach(async () => {
    spacer?.remove()
    await resetMouseAndCleanup()
  })

  it("opens above the pointer, starting at its x", async () => {
    const follow = await mountFollow()
    const point = await pointAt(follow.trigger(), 20)
    await waitFor(() => follow.isOpen(), "the tooltip to open")
    expect(follow.content().textContent).to.equal("Follows your pointer")
    await waitFor(() => atPointer(follow.content(), point.x), "the tooltip at the pointer's x")
    expect(follow.content().getBoundingClientRect().bottom).to.be.at.most(point.y)
  })

  it("moves along as the pointer moves over the trigger", async () => {
    const follow = await mountFollow()
    const start = await pointAt(follow.trigger(), 20)
    await waitFor(() => follow.isOpen(), "the tooltip to open")
    await waitFor(() => atPointer(follow.content(), start.x), "the tooltip at the first point")
    const width = follow.trigger().getBoundingClientRect().width
    const end = await pointAt(follow.trigger(), width - 120)
    expect(end.x - start.x).to.be.greaterThan(60)
    await waitFor(() => atPointer(follow.content(), end.x), "the tooltip at the pointer's new x")
    expect(follow.isOpen()).to.equal(true)
  })

  it("sits by the trigger when opened by keyboard focus", async () => {
    const follow = await mountFollow()
    const trigger = follow.trigger()
    // A button before it, to Tab from: focus by keyboard, not by a script. The trigger is the
    // demo's first focusable element.
    const before = document.createElement("button")
    before.textContent = "Before"
    follow.element.before(before)
    try {
      before.focus()
      await press("Tab")
      await expectFocus(trigger)
      await waitFor(() => follow.isOpen(), "the tooltip to open on focus")
      await waitFor(
        () => atPointer(follow.content(), trigger.getBoundingClientRect().left),
        "the tooltip at the trigger's start",
      )
      expect(follow.content().getBoundingClientRect().bottom).to.be.at.most(
        trigger.getBoundingClientRect().top,
      )
    } finally {
      before.remove()
    }
  })

  it("has no serious accessibility violations while open", async () => {
    const follow = await mountFollow()
    await pointAt(follow.trigger(), 40)
    await waitFor(() => follow.isOpen(), "the tooltip to open")
    expect(await seriousViolations(follow.element)).to.deep.equal([])
  })
})
