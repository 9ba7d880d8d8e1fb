import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import type { DemoElementApi } from "../../src/elements/api/event-types"
import {
  cleanup,
  click,
  deepActiveElement,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  stageOf,
  waitFor,
} from "./helpers"
import { inspectorOf } from "../../src/elements/runtime/element-control"
import { accordion } from "../../src/components/accordion/accordion.page"
import { slider } from "./pages/slider-parts"

// The Visualizer's scrubber and `element.replay(n)`: a recorded session shown again, step by step.

const toolbar = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-toolbar")!
const historyOf = (root: ShadowRoot) => getByRole(toolbar(root), "region", { name: "History" })
const replayBar = (root: ShadowRoot) => getByRole(historyOf(root), "group", { name: "Replay" })
const replayStatus = (root: ShadowRoot) => getByRole(replayBar(root), "status").textContent ?? ""

/** Opens the Visualizer tab and waits for its history (a chunk of its own). */
async function openHistory(root: ShadowRoot) {
  await openToolbarTab(root, "Visualizer")
  await waitFor(() => queryByRole(toolbar(root), "region", { name: "History" }), "the history")
}

/** Presses a button the way a keyboard user does: focus it, then Enter. */
async function pressButton(button: HTMLElement) {
  button.focus()
  await press("Enter")
}

async function freshAccordion() {
  const mounted = await mountDemo("accordion")
  const api = mounted.element as HTMLElement & DemoElementApi
  await api.ready
  return { ...mounted, api, page: accordion(mounted.root) }
}

/** An accordion whose Home and About items were opened by keyboard: steps 1–4 or more. */
async function recordedAccordion() {
  const mounted = await freshAccordion()
  const { page } = mounted
  await click(page.trigger("Home"))
  await press("ArrowDown")
  await press("Enter")
  await waitFor(() => page.trigger("About").getAttribute("aria-expanded") === "true", "About open")
  return mounted
}

describe("Replay", () => {
  afterEach(cleanup)

  it("marks a step it cannot replay, offers no Show for it, and replay(n) refuses it", async () => {
    const { element, root } = await mountDemo("slider")
    const api = element as HTMLElement & DemoElementApi
    await api.ready
    await openHistory(root)
    await click(slider(root).thumb())
    await press("ArrowRight")
    const rows = await waitFor(() => {
      const found = [...historyOf(root).querySelectorAll<HTMLElement>(".sb-history-step")]
      return found.length >= 2 && found
    }, "the pointer and key steps")
    const pointer = rows.find((row) => row.textContent!.includes("THUMB_POINTER_DOWN"))!
    expect(pointer.dataset.replayable).to.equal("false")
    expect(pointer.querySelector(".sb-history-skip")!.textContent).to.equal(
      "not replayable: pointer position",
    )
    expect(pointer.querySelector(".sb-history-show")).to.equal(null)
    // Rows are newest first, one per step from step 1.
    const index = rows.length - rows.indexOf(pointer)
    const refusal = await api.replay(index).then(
      () => null,
      (error: Error) => error.message,
    )
    expect(refusal).to.equal(
      `<demo-slider>: machine: step ${index} (THUMB_POINTER_DOWN) is not replayable: pointer position.`,
    )
    expect(replayStatus(root)).to.match(/^Live\./)
  })

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

  it("replay(1) after a click on a trigger shows the focus that came with the click", async () => {
    const { root, api, page } = await freshAccordion()
    await click(page.trigger("Home"))
    await waitFor(() => page.trigger("Home").getAttribute("aria-expanded") === "true", "Home open")
    // Step 1 is the focus the press gave the trigger, before its click opened the item.
    const result = await api.replay(1)
    expect(result).to.deep.include({ machine: "machine", step: 1, state: "focused" })
    expect(result!.context).to.deep.include({ value: [], focusedValue: "home" })
    expect(result!.difference).to.equal(null)
    await waitFor(() => root.querySelector('[data-replay-step="1"] [data-shown="true"]'), "step 1")
    expect(accordion(root).trigger("Home").getAttribute("aria-expanded")).to.equal("false")
    await api.replay()
  })

  it("replays each event of a burst sent in one task, as it does events seconds apart", async () => {
    const { element, api, page } = await freshAccordion()
    // A script (or an assistive tool) focuses a trigger, presses it and moves on in one task:
    // the page renders none of these steps before the next event.
    page.trigger("Home").focus()
    page.trigger("Home").click()
    page.trigger("About").focus()
    await waitFor(
      () => (inspectorOf(element)?.getSnapshots()[0]?.lastStep?.index ?? 0) >= 4,
      "the four steps",
    )
    const outcomes = []
    for (const step of [1, 2, 3, 4]) outcomes.push(await api.replay(step))
    expect(
      outcomes.map((outcome) => [
        outcome!.state,
        outcome!.context.value,
        outcome!.context.focusedValue,
        outcome!.difference,
      ]),
    ).to.deep.equal([
      ["focused", [], "home", null], // the focus
      ["focused", ["home"], "home", null], // the click opened Home
      ["idle", ["home"], null, null], // the blur of Home
      ["focused", ["home"], "about", null], // the focus of About
    ])
    await api.replay()
  })

  it("lets a newer replay take an unfinished one's place, and gives the page its frames back", async () => {
    const { api, root } = await recordedAccordion()
    const first = api.replay(2).then(
      () => "shown",
      (error: Error) => error.message,
    )
    // Step 0: the demo as it started.
    const second = await api.replay(0)
    expect(await first).to.equal(
      "<demo-accordion>: A newer replay, or Live, took this one's place.",
    )
    expect(second).to.deep.include({ step: 0, state: "idle", difference: null })
    expect(stageOf(root).dataset.replayStep).to.equal("0")
    // Frames were held while the replays fed their events; the browser has them back.
    expect(window.requestAnimationFrame.toString()).to.contain("[native code]")
    await api.replay()
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
    await openHistory(root)
    expect(replayStatus(root)).to.match(/^Live\. \d+ steps recorded\.$/)
    expect(getByRole(replayBar(root), "button", { name: "Live" }).ariaPressed).to.equal("true")
    // From Live, Earlier is the step before the newest, which Live already shows.
    const newest = Number(/(\d+) steps recorded/.exec(replayStatus(root))![1])
    getByRole(replayBar(root), "button", { name: `Earlier step: ${newest - 1}` })

    await pressButton(getByRole(historyOf(root), "button", { name: "Show step 2 in the demo" }))
    await waitFor(() => /^Showing step 2 of \d+\.$/.test(replayStatus(root)), "step 2 shown")
    // The copy, its banner and the scrubber pass axe's serious and critical rules.
    expect(await seriousViolations(root.host)).to.deep.equal([])
    const shownRow = historyOf(root).querySelector('[aria-current="step"]')!
    expect(shownRow.querySelector("button")!.textContent).to.contain("TRIGGER.CLICK")
    expect(accordion(root).trigger("Home").getAttribute("aria-expanded")).to.equal("true")
    // The state and context above the history are the step's, as the stage shows it.
    const stateText = () => root.querySelector('[data-testid="machine-state"]')!.textContent!
    await waitFor(() => /value: \["home"\]/.test(stateText()), "step 2's context")

    // Every step of a session by keys and clicks can be shown, the focus a click starts with
    // (step 1) too: Earlier and Later go one step at a time.
    const rows = [...historyOf(root).querySelectorAll<HTMLElement>(".sb-history-step")]
    expect(rows.filter((row) => row.dataset.replayable !== "true").length).to.equal(0)
    getByRole(replayBar(root), "button", { name: "Earlier step: 1" })
    const later = getByRole(replayBar(root), "button", { name: "Later step: 3" })
    await pressButton(later)
    await waitFor(() => replayStatus(root).startsWith("Showing step 3 of"), "the next step")
    // Focus stays on the scrubber, so the next step is one key press away.
    expect(deepActiveElement() === later, "focus on Later").to.equal(true)
    await pressButton(getByRole(replayBar(root), "button", { name: "Earlier step: 2" }))
    await waitFor(() => /^Showing step 2 of/.test(replayStatus(root)), "step 2 again")

    await pressButton(getByRole(replayBar(root), "button", { name: "Live" }))
    await waitFor(() => replayStatus(root).startsWith("Live."), "live again")
    expect(root.querySelector("[data-replay-step]")).to.equal(null)
    await waitFor(() => /value: \["about"\]/.test(stateText()), "the live context again")
    expect(page.trigger("About").getAttribute("aria-expanded")).to.equal("true")
  })

  it("copies the history as a test, shown to select when the page blocks the clipboard", async () => {
    const { root } = await recordedAccordion()
    await openHistory(root)
    // A page that does not allow copying: the script is shown instead (as Copy as JSON does).
    const writeText = navigator.clipboard.writeText
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException("blocked", "NotAllowedError"))
    try {
      await click(getByRole(historyOf(root), "button", { name: "Copy as test" }))
    } finally {
      navigator.clipboard.writeText = writeText
    }
    const script = await waitFor(
      () => queryByRole(historyOf(root), "textbox", { name: "History as a test" }),
      "the script to select",
    )
    expect(historyOf(root).querySelector(".sb-history-status")!.textContent).to.equal(
      "This page does not allow copying: the test is below to select and copy.",
    )
    const text = (script as HTMLTextAreaElement).value
    expect(text.split("\n")[0]).to.equal("// @vitest-environment happy-dom")
    expect(text).to.contain('import * as zag from "@zag-js/accordion"')
    expect(text).to.contain(
      '{"event":{"type":"TRIGGER.CLICK","value":"home"},"state":"focused","context":{"value":["home"]}}',
    )
    // test/unit/copied-accordion-test.test.ts is one such script, pasted: it runs in vitest.
  })

  it("goes back to Live when a setting is edited in Controls while a step shows", async () => {
    const { root, api, page } = await recordedAccordion()
    await api.replay(2) // the click that opened Home
    await waitFor(() => root.querySelector('[data-replay-step] [data-shown="true"]'), "step 2")
    await openToolbarTab(root, "Controls")
    const multiple = getByRole(toolbar(root), "checkbox", { name: "Multiple" })
    await click(multiple)
    // The edit is for the live demo: the copy, a picture of the past, makes way for it.
    await waitFor(() => root.querySelector("[data-replay-step]") === null, "the live demo")
    expect((multiple as HTMLInputElement).checked).to.equal(true)
    expect(page.trigger("About").getAttribute("aria-expanded")).to.equal("true")
    await click(page.trigger("Home"))
    await waitFor(
      () => page.trigger("Home").getAttribute("aria-expanded") === "true",
      "Home open beside About",
    )
    expect(page.trigger("About").getAttribute("aria-expanded")).to.equal("true")
  })

  it("goes back to Live when the page changes a setting attribute while a step shows", async () => {
    const { root, api, element, page } = await recordedAccordion()
    await api.replay(2)
    await waitFor(() => root.querySelector('[data-replay-step] [data-shown="true"]'), "step 2")
    element.setAttribute("multiple", "")
    await waitFor(() => root.querySelector("[data-replay-step]") === null, "the live demo")
    await click(page.trigger("Home"))
    await waitFor(
      () => page.trigger("Home").getAttribute("aria-expanded") === "true",
      "Home open beside About",
    )
    expect(page.trigger("About").getAttribute("aria-expanded")).to.equal("true")
  })
})
