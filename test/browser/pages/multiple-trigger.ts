import { expect } from "chai"
import { sendMouse } from "@web/test-runner-commands"
import {
  expectFocus,
  hover,
  press,
  pressWith,
  resetMouseAndCleanup,
  seriousViolations,
  waitFor,
} from "../helpers"

/**
 * zag's multiple-trigger e2e files (tooltip, hover card) share their scenarios: one popup
 * machine, several triggers, each with its own value and text. This runs them on a demo's
 * variant, each test naming the zag scenario it ports.
 */
export interface MultipleTriggerPage {
  element: HTMLElement
  /** The nth trigger (0-based), in the page's order. */
  trigger: (index: number) => HTMLElement
  content: () => HTMLElement
  positioner: () => HTMLElement
}

export interface MultipleTriggerCase {
  /** What the popup is called in zag's scenario names: "tooltip", "hover card". */
  popup: string
  mount: () => Promise<MultipleTriggerPage>
  /** The text the popup shows for each trigger, in order. */
  texts: readonly string[]
  /** The triggers zag moves between to see the popup move, and along which axis. */
  reposition: { from: number; to: number; axis: "x" | "y" }
  /** How zag starts "switch triggers on keyboard navigation": a click or a focus() call. */
  startKeyboardWith: "click" | "focus"
}

export function multipleTriggerScenarios(spec: MultipleTriggerCase) {
  const { popup, texts, reposition } = spec
  const shows = (page: MultipleTriggerPage, index: number) =>
    !page.content().hidden && page.content().textContent!.includes(texts[index]!)
  const open = async (page: MultipleTriggerPage, index: number) => {
    await hover(page.trigger(index))
    await waitFor(() => shows(page, index), `the ${popup} for ${texts[index]}`)
  }

  afterEach(resetMouseAndCleanup)

  it(`opens on hover (zag: should open ${popup} on hover)`, async () => {
    await open(await spec.mount(), 0)
  })

  it("switches triggers on hover (zag: should switch triggers on hover)", async () => {
    const page = await spec.mount()
    await open(page, 0)
    await open(page, 2)
    expect(page.element.shadowRoot!.querySelectorAll('[data-part="content"]')).to.have.length(1)
  })

  it("moves beside the trigger it serves (zag: should reposition when switching triggers)", async () => {
    const page = await spec.mount()
    await open(page, reposition.from)
    const before = page.positioner().getBoundingClientRect()[reposition.axis]
    await open(page, reposition.to)
    await waitFor(
      () => page.positioner().getBoundingClientRect()[reposition.axis] !== before,
      `the ${popup} to move along ${reposition.axis}`,
    )
  })

  it(`closes when the pointer leaves (zag: should close ${popup} on mouse leave)`, async () => {
    const page = await spec.mount()
    await open(page, 0)
    await sendMouse({ type: "move", position: [0, 0] })
    await waitFor(() => page.content().hidden, `the ${popup} to close`)
  })

  it(`opens on keyboard focus (zag: should open ${popup} on keyboard focus)`, async () => {
    const page = await spec.mount()
    page.trigger(1).focus()
    await pressWith("Shift", "Tab")
    await expectFocus(page.trigger(0))
    await waitFor(() => shows(page, 0), `the ${popup} for ${texts[0]}`)
  })

  it(`closes on Escape (zag: should close ${popup} on escape)`, async () => {
    const page = await spec.mount()
    await open(page, 0)
    await press("Escape")
    await waitFor(() => page.content().hidden, `the ${popup} to close`)
  })

  it("marks the trigger it serves (zag: should set data-current on the active trigger)", async () => {
    const page = await spec.mount()
    await open(page, 1)
    expect(page.trigger(1).hasAttribute("data-current")).to.equal(true)
    expect(page.trigger(0).hasAttribute("data-current")).to.equal(false)
  })

  it("follows Tab to the next trigger (zag: should switch triggers on keyboard navigation)", async () => {
    const page = await spec.mount()
    if (spec.startKeyboardWith === "click") {
      await hover(page.trigger(0))
      await sendMouse({ type: "down" })
      await sendMouse({ type: "up" })
    } else page.trigger(0).focus()
    await expectFocus(page.trigger(0))
    await press("Tab")
    await expectFocus(page.trigger(1))
    await waitFor(() => shows(page, 1), `the ${popup} for ${texts[1]}`)
  })

  it("has no serious accessibility violations while open", async () => {
    const page = await spec.mount()
    await open(page, 3)
    expect(await seriousViolations(page.element)).to.deep.equal([])
  })
}
