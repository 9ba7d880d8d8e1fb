import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  click,
  expectFocus,
  mountDemo,
  press,
  resetMouseAndCleanup,
  seriousViolations,
  stageOf,
  waitFor,
  within,
} from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { dragVertically, settle, waitForClosed } from "./drawer-test-helpers"

/*
 * <demo-drawer variant="controlled-async">: the open state is the page's and follows a
 * request only after an async step (zag's drawer/controlled-async page; zag has no e2e file
 * for it). What an uncontrolled drawer would fail: it neither opens nor closes at once, only
 * when the page answers, and does not flicker on the way.
 */

function asyncDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  return {
    trigger: () => getByRole(stage, "button", { name: "Toggle drawer" }),
    dialog: () => queryByRole(within(root), "dialog", { name: "Controlled drawer" }),
    content: () => part(stage, "drawer", "content"),
    backdrop: () => part(stage, "drawer", "backdrop"),
    grabber: () => part(stage, "drawer", "grabber"),
    /** The page's status line, outside the drawer. */
    status: () => stage.querySelector('[role="status"]')!.textContent,
  }
}

type AsyncDemo = ReturnType<typeof asyncDemo>

/** Watches the drawer until it is closed, and fails if it ever opened again on the way. */
async function expectClosesWithoutFlicker(demo: AsyncDemo) {
  let reopened = false
  let closedOnce = false
  await waitFor(() => {
    const shown = !demo.content().hidden
    if (!shown) closedOnce = true
    else if (closedOnce) reopened = true
    return closedOnce && demo.status() === "Open: false"
  }, "the drawer to close when the page says so")
  await waitForClosed(demo)
  expect(reopened, "opened again after it closed").to.equal(false)
}

async function open() {
  const mounted = await mountDemo("drawer", { variant: "controlled-async" })
  const demo = asyncDemo(mounted.root)
  await click(demo.trigger())
  await waitFor(() => demo.dialog(), "the drawer to open")
  await settle(demo.content())
  return { ...mounted, demo }
}

describe('<demo-drawer variant="controlled-async">', () => {
  afterEach(resetMouseAndCleanup)

  it("asks to open, waits for the page, then opens", async () => {
    const { root } = await mountDemo("drawer", { variant: "controlled-async" })
    const demo = asyncDemo(root)
    expect(demo.status()).to.equal("Open: false")
    await click(demo.trigger())
    expect(demo.status()).to.equal("Opening, waiting…")
    expect(demo.dialog()).to.equal(null)
    await waitFor(() => demo.dialog(), "the drawer to open once the page answers")
    expect(demo.status()).to.equal("Open: true")
    expect(demo.trigger().getAttribute("aria-expanded")).to.equal("true")
  })

  it("stays open on Escape until the page answers, then closes, focus back on the trigger", async () => {
    const { demo } = await open()
    await press("Escape")
    expect(demo.status()).to.equal("Closing, waiting…")
    expect(demo.dialog()).to.not.equal(null)
    await expectClosesWithoutFlicker(demo)
    await expectFocus(demo.trigger())
  })

  it("closes from its Close button only when the page answers", async () => {
    const { demo } = await open()
    await click(getByRole(demo.content(), "button", { name: "Close" }))
    expect(demo.status()).to.equal("Closing, waiting…")
    expect(demo.dialog()).to.not.equal(null)
    await expectClosesWithoutFlicker(demo)
  })

  it("closes after a swipe down once the page answers, without opening again on the way", async () => {
    const { demo } = await open()
    await dragVertically(demo.grabber(), 250, { steps: 2, pause: 0 })
    await waitFor(() => demo.status() === "Closing, waiting…", "the drawer to ask to close")
    await expectClosesWithoutFlicker(demo)
  })

  it("has no serious accessibility violations while open", async () => {
    const { element } = await open()
    expect(await seriousViolations(element)).to.deep.equal([])
  })
})
