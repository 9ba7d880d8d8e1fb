import { expect } from "chai"
import { getByLabelText, getByRole, queryByRole } from "@testing-library/dom"
import { sendMouse } from "@web/test-runner-commands"
import {
  click,
  mountDemo,
  resetMouseAndCleanup,
  seriousViolations,
  stageOf,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { drag, dragVertically, settle, visibleHeight } from "./drawer-test-helpers"

/*
 * <demo-drawer variant="range-input">: a native slider inside the drawer (zag's
 * drawer/range-input page; zag has no e2e file for it). What it shows: dragging the slider,
 * straight or at a slant, sets the value and never drags the drawer, which the rest of its
 * content still does.
 */

function rangeDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  const content = () => part(stage, "drawer", "content")
  return {
    trigger: () => getByRole(stage, "button", { name: "Open" }),
    dialog: () => queryByRole(within(root), "dialog", { name: "Sound" }),
    content,
    range: () => getByLabelText<HTMLInputElement>(content(), "Volume"),
    output: () => content().querySelector("output")!.textContent,
    title: () => content().querySelector('[data-part="title"]')!,
  }
}

async function open() {
  const mounted = await mountDemo("drawer", { variant: "range-input" })
  const demo = rangeDemo(mounted.root)
  await click(demo.trigger())
  await waitFor(() => demo.dialog(), "the drawer to open")
  await settle(demo.content())
  return { ...mounted, demo }
}

describe('<demo-drawer variant="range-input">', () => {
  afterEach(resetMouseAndCleanup)

  it("holds a volume slider at 50", async () => {
    const { demo } = await open()
    expect(demo.range().type).to.equal("range")
    expect(demo.range().value).to.equal("50")
    expect(demo.output()).to.equal("50")
  })

  it("sets the volume when its slider is dragged, and the drawer does not move", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    const width = demo.range().getBoundingClientRect().width
    await drag(demo.range(), width / 4, 0, { hold: true })
    expect(demo.content().hasAttribute("data-dragging")).to.equal(false)
    await sendMouse({ type: "up" })
    await waitFor(() => Number(demo.range().value) > 60, "the volume to go up")
    expect(demo.output()).to.equal(demo.range().value)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
  })

  it("does not drag the drawer when the slider is pulled down at a slant", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    await drag(demo.range(), -60, 120, { hold: true })
    expect(demo.content().hasAttribute("data-dragging")).to.equal(false)
    expect(visibleHeight(demo.content())).to.be.closeTo(height, 1)
    await sendMouse({ type: "up" })
    await settle(demo.content())
    expect(demo.dialog()).to.not.equal(null)
    expect(Number(demo.range().value)).to.be.lessThan(50)
  })

  it("still drags from the rest of its content", async () => {
    const { demo } = await open()
    const height = visibleHeight(demo.content())
    await dragVertically(demo.title(), 80, { hold: true })
    expect(demo.content().hasAttribute("data-dragging")).to.equal(true)
    expect(visibleHeight(demo.content())).to.be.closeTo(height - 80, 2)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await open()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
