import { expect } from "chai"
import { getByRole, queryByRole } from "@testing-library/dom"
import {
  cleanup,
  click,
  mountDemo,
  openToolbarTab,
  press,
  seriousViolations,
  waitFor,
  within,
} from "./helpers"

// The Visualizer's chart, history and coverage, driven through a demo as a visitor would.

const accordionTrigger = (root: ShadowRoot, name: string) =>
  getByRole(within(root), "button", { name: new RegExp(`^${name}`) })

// Queried from the toolbar element: testing-library cannot print a shadow root in its errors.
const toolbar = (root: ShadowRoot) => root.querySelector<HTMLElement>(".sb-toolbar")!

const historyOf = (root: ShadowRoot) => getByRole(toolbar(root), "region", { name: "History" })

const historySteps = (root: ShadowRoot) =>
  [...toolbar(root).querySelectorAll<HTMLElement>(".sb-history-step")].map((step) => ({
    // The row's own button: its Show button (or why it cannot be replayed) follows it.
    text: step.querySelector("button")!.textContent!.replace(/^\+\d+\.\d\d s /, ""),
    changed: step.dataset.changed,
  }))

async function openVisualizer(slug: string) {
  const { root } = await mountDemo(slug)
  await openToolbarTab(root, "Visualizer")
  await waitFor(() => queryByRole(toolbar(root), "region", { name: "History" }), "the history")
  return root
}

describe("Visualizer", () => {
  afterEach(cleanup)

  it("loads its history only once the tab is opened", async () => {
    const { root } = await mountDemo("accordion")
    accordionTrigger(root, "About").focus()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(queryByRole(toolbar(root), "region", { name: "History" })).to.equal(null)
    await openToolbarTab(root, "Visualizer")
    // Steps taken before the tab opened are listed too (clicking the tab blurred the trigger).
    await waitFor(() => historySteps(root).length === 2, "the earlier steps")
    expect(historySteps(root).map((step) => step.text)).to.deep.equal([
      "focused → TRIGGER.BLUR → idle",
      "idle → TRIGGER.FOCUS → focused",
    ])
  })

  it("wraps a history row between words and after a name's dots, never inside a word", async () => {
    const { root } = await mountDemo("combobox")
    await openToolbarTab(root, "Visualizer")
    await click(getByRole(within(root), "combobox", { name: /country/i }))
    await press("ArrowDown")
    await waitFor(
      () => historySteps(root).some((step) => step.text.includes("open.interacting")),
      "a step into open.interacting",
    )
    const rows = [
      ...toolbar(root).querySelectorAll<HTMLElement>(".sb-history-step button:first-child"),
    ]
    // Narrower than "open.interacting" (16 letters), wider than "interacting" (11).
    for (const row of rows) row.style.width = "13ch"
    for (const row of rows)
      for (const span of row.querySelectorAll(".sb-history-state, .sb-history-event"))
        for (const node of span.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          // One box per line a text run takes: a word split over two lines takes two.
          expect(range.getClientRects().length, `"${node.textContent}" on one line`).to.equal(1)
        }
  })

  it("lists steps newest first, dims events that kept the state, shows the context after one", async () => {
    const root = await openVisualizer("accordion")
    expect(historyOf(root).textContent).to.contain("No transitions yet")
    await click(accordionTrigger(root, "About"))
    await waitFor(() => historySteps(root).length === 2, "focus and click steps")
    expect(historySteps(root)).to.deep.equal([
      { text: "focused → TRIGGER.CLICK → focused", changed: "false" },
      { text: "idle → TRIGGER.FOCUS → focused", changed: "true" },
    ])
    await click(getByRole(historyOf(root), "button", { name: /TRIGGER\.CLICK/ }))
    const context = await waitFor(
      () => queryByRole(toolbar(root), "region", { name: "Context after step 2" }),
      "the context after the click",
    )
    expect(context.textContent, context.textContent!).to.contain('value: ["about"]')
  })

  it("leaves the demo focused when its buttons are clicked", async () => {
    const root = await openVisualizer("accordion")
    await click(accordionTrigger(root, "Home"))
    await waitFor(() => historySteps(root).length === 2, "two steps")
    await click(getByRole(historyOf(root), "button", { name: "Pause" }))
    expect(root.activeElement === accordionTrigger(root, "Home"), "focus stays on Home").to.equal(
      true,
    )
    expect(historySteps(root)).to.have.length(2)
  })

  it("pauses, clears and keeps counting behind a pause", async () => {
    const root = await openVisualizer("accordion")
    await click(accordionTrigger(root, "Home"))
    await waitFor(() => historySteps(root).length === 2, "two steps")
    await click(getByRole(historyOf(root), "button", { name: "Pause" }))
    expect(getByRole(historyOf(root), "button", { name: "Pause" }).ariaPressed).to.equal("true")
    await click(accordionTrigger(root, "About"))
    const behind = await waitFor(
      () => /Paused: (\d+) newer not shown/.exec(historyOf(root).textContent!),
      "the count of steps behind the pause",
    )
    expect(historySteps(root)).to.have.length(2)
    await click(getByRole(historyOf(root), "button", { name: "Pause" }))
    expect(historySteps(root)).to.have.length(2 + Number(behind[1]))
    await click(getByRole(historyOf(root), "button", { name: "Clear" }))
    await waitFor(() => historySteps(root).length === 0, "an empty history")
    expect(historyOf(root).textContent).to.contain("No transitions yet")
  })

  it("counts the states and transitions reached, and names the rest", async () => {
    const root = await openVisualizer("accordion")
    const coverage = () => getByRole(toolbar(root), "region", { name: "Coverage" })
    const summary = () => coverage().querySelector(".sb-coverage-summary")!.textContent
    expect(summary()).to.equal("States 1/2 · Transitions 0/8")
    accordionTrigger(root, "About").focus()
    await waitFor(() => summary() === "States 2/2 · Transitions 1/8", "focus counted")
    await click(getByRole(coverage(), "group").querySelector("summary")!)
    const missed = () => [...coverage().querySelectorAll("li")].map((item) => item.textContent)
    expect(missed()).to.include.members([
      "focused → GOTO.NEXT → (stays)",
      "focused → TRIGGER.CLICK → (stays) [isExpanded && canToggle | !isExpanded]",
      "(any state) → VALUE.SET → (stays)",
    ])
    expect(missed()).not.to.include("idle → TRIGGER.FOCUS → focused")
    await press("ArrowDown")
    await waitFor(() => !missed().includes("focused → GOTO.NEXT → (stays)"), "GOTO.NEXT taken")
  })

  it("charts the states and follows the current one", async () => {
    const root = await openVisualizer("accordion")
    const chart = () => getByRole(toolbar(root), "region", { name: "State chart" })
    const state = (name: RegExp) => getByRole(chart(), "button", { name })
    expect(state(/^idle, current, visited$/).dataset.current).to.equal("true")
    expect(state(/^focused, not yet visited$/).dataset.current).to.equal("false")
    accordionTrigger(root, "About").focus()
    await waitFor(
      () => queryByRole(chart(), "button", { name: "focused, current, visited" }),
      "focused",
    )
    expect(state(/^idle, visited$/).dataset.current).to.equal("false")
    const taken = chart().querySelectorAll('.sb-chart-edge[data-taken="true"]')
    expect([...taken].map((edge) => edge.textContent)).to.deep.equal(["TRIGGER.FOCUS"])
  })

  it("walks the chart's states with the keyboard and lists a state's transitions", async () => {
    const root = await openVisualizer("accordion")
    const chart = getByRole(toolbar(root), "region", { name: "State chart" })
    const idle = getByRole(chart, "button", { name: /^idle/ })
    idle.focus()
    await press("ArrowDown")
    const focused = getByRole(chart, "button", { name: /^focused/ })
    expect(root.activeElement === focused, "arrow key moved focus to focused").to.equal(true)
    await press("Enter")
    expect(focused.getAttribute("aria-pressed")).to.equal("true")
    const details = getByRole(chart, "region", { name: "Transitions from focused" })
    expect([...details.querySelectorAll("li")].map((item) => item.textContent)).to.include.members([
      "focused → TRIGGER.BLUR → idle",
      "(any state) → VALUE.SET → (stays)",
    ])
    const text = toolbar(root).querySelector(".sb-chart-text")!
    expect(text.querySelector("summary")!.textContent).to.equal("States and transitions as text")
    expect(text.textContent).to.contain("idle → TRIGGER.FOCUS → focused")
  })

  it("follows a slider from idle to focus, counting the states reached", async () => {
    const { root } = await mountDemo("slider")
    await openToolbarTab(root, "Visualizer")
    const summary = () => root.querySelector(".sb-coverage-summary")?.textContent ?? ""
    await waitFor(() => summary().startsWith("States 1/3 · Transitions 0/"), "the idle count")
    getByRole(within(root), "slider").focus()
    await waitFor(() => /^States 2\/3 · Transitions 1\/\d+$/.test(summary()), "focus counted")
    const chart = getByRole(toolbar(root), "region", { name: "State chart" })
    expect(
      getByRole(chart, "button", { name: "focus, current, visited" }).dataset.current,
    ).to.equal("true")
    await press("ArrowRight")
    await waitFor(() => historySteps(root)[0]?.changed === "false", "the value step, dimmed")
    expect(historySteps(root)[0]!.text).to.match(
      /^focus → (ARROW_RIGHT|ARROW_INC|[A-Z_.]+) → focus$/,
    )
  })

  it("has no serious accessibility violations with everything open", async () => {
    const root = await openVisualizer("accordion")
    await click(accordionTrigger(root, "Home"))
    await waitFor(() => historySteps(root).length === 2, "two steps")
    expect(await seriousViolations(root.host)).to.deep.equal([])
  })
})
