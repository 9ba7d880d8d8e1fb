import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import type { DemoElementApi } from "../../src/elements/event-types"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  openToolbarTab,
  press,
  stageOf,
  waitFor,
} from "./helpers"
import { accordion } from "./pages/accordion"

// The Visualizer's scrubber and `element.replay(n)`: a recorded session shown again, step by step.

const toolbar = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-toolbar")!
const historyOf = (root: ShadowRoot) => getByRole(toolbar(root), "region", { name: "History" })
const replayBar = (root: ShadowRoot) => getByRole(historyOf(root), "group", { name: "Replay" })
const replayStatus = (root: ShadowRoot) => getByRole(replayBar(root), "status").textContent ?? ""

/** Presses a button the way a keyboard user does: focus it, then Enter. */
async function pressButton(button: HTMLElement) {
  button.focus()
  await press("Enter")
}

/** An accordion whose Home and About items were opened by keyboard: steps 1–4 or more. */
async function recordedAccordion() {
  const mounted = await mountDemo("accordion")
  const api = mounted.element as HTMLElement & DemoElementApi
  await api.ready
  const page = accordion(mounted.root)
  await click(page.trigger("Home"))
  await press("ArrowDown")
  await press("Enter")
  await waitFor(() => page.trigger("About").getAttribute("aria-expanded") === "true", "About open")
  return { ...mounted, api, page }
}

describe("Replay", () => {
  afterEach(cleanup)

  it("replay(n) shows the accordion as it was at step n, and replay() live again", async () => {
    const { root, api, page } = await recordedAccordion()
    // Step 2 is the click on Home: Home open, About not yet.
    const result = await api.replay(2)
    expect(result).to.deep.include({ machine: "machine", step: 2, state: "focused" })
    expect(result!.context.value).to.deep.equal(["home"])
    expect(result!.difference).to.equal(null)
    const replayed = stageOf(root)
    expect(replayed.dataset.replayStep).to.equal("2")
    expect(getByRole(replayed, "status").textContent).to.match(/^Showing step 2 of \d+/)
    expect(replayed.querySelector(".sb-replay-copy")!.hasAttribute("inert")).to.equal(true)
    const copy = accordion(root)
    expect(copy.trigger("Home").getAttribute("aria-expanded")).to.equal("true")
    expect(copy.trigger("About").getAttribute("aria-expanded")).to.equal("false")
    expect(await api.replay()).to.equal(null)
    expect(root.querySelector("[data-replay-step]")).to.equal(null)
    // The live demo ran on behind the replay: About is still open.
    expect(page.trigger("About").getAttribute("aria-expanded")).to.equal("true")
  })

  it("replay(n) rejects a step out of range, and a machine the demo does not run", async () => {
    const { api } = await recordedAccordion()
    const last = api.machineInfo!.transitions.length // any number well past the history
    const outOfRange = await api.replay(last + 1000).then(
      () => null,
      (error: Error) => error,
    )
    expect(outOfRange?.name).to.equal("ReplayError")
    expect(outOfRange?.message).to.match(
      /^<demo-accordion>: machine: there is no step \d+ \(its steps run from 0, the start, to \d+\)\.$/,
    )
    const unknown = await api.replay(1, { machine: "toast group" }).then(
      () => null,
      (error: Error) => error,
    )
    expect(unknown?.message).to.equal(
      '<demo-accordion>: no machine labelled "toast group"; it runs "machine".',
    )
  })

  it("scrubs by keyboard: Show, Earlier, Later and Live, with names a screen reader reads", async () => {
    const { root, page } = await recordedAccordion()
    await openToolbarTab(root, "Visualizer")
    await waitFor(() => queryByRole(toolbar(root), "region", { name: "History" }), "the history")
    expect(replayStatus(root)).to.match(/^Live\. \d+ steps recorded\.$/)
    expect(getByRole(replayBar(root), "button", { name: "Live" }).ariaPressed).to.equal("true")

    await pressButton(getByRole(historyOf(root), "button", { name: "Show step 2 in the demo" }))
    await waitFor(() => /^Showing step 2 of \d+\.$/.test(replayStatus(root)), "step 2 shown")
    const shownRow = historyOf(root).querySelector('[aria-current="step"]')!
    expect(shownRow.querySelector("button")!.textContent).to.contain("TRIGGER.CLICK")
    expect(accordion(root).trigger("Home").getAttribute("aria-expanded")).to.equal("true")

    await pressButton(getByRole(replayBar(root), "button", { name: "Earlier step: 1" }))
    await waitFor(() => /^Showing step 1 of/.test(replayStatus(root)), "step 1 shown")
    expect(accordion(root).trigger("Home").getAttribute("aria-expanded")).to.equal("false")
    // Focus stays on the scrubber (now at the first step), the next step one key press away.
    const earlier = getByRole(replayBar(root), "button", { name: "Earlier step" })
    expect(earlier.getAttribute("aria-disabled")).to.equal("true")
    expect(deepActiveElement() === earlier, "focus on Earlier").to.equal(true)

    await pressButton(getByRole(replayBar(root), "button", { name: "Later step: 2" }))
    await waitFor(() => /^Showing step 2 of/.test(replayStatus(root)), "step 2 again")

    await pressButton(getByRole(replayBar(root), "button", { name: "Live" }))
    await waitFor(() => replayStatus(root).startsWith("Live."), "live again")
    expect(root.querySelector("[data-replay-step]")).to.equal(null)
    expect(page.trigger("About").getAttribute("aria-expanded")).to.equal("true")
  })
})
