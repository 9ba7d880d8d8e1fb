import { describe, expect, it, vi } from "vitest"
import {
  appendEvent,
  createInspector,
  EVENT_HISTORY,
  STEP_HISTORY,
} from "../../src/components/kit/runtime/inspector"
import { createStepRecorder } from "../../src/components/kit/runtime/step-recorder"

describe("inspector", () => {
  it("publishes snapshots, notifies subscribers and keeps a stable list between changes", () => {
    const inspector = createInspector(createStepRecorder())
    const listener = vi.fn()
    const unsubscribe = inspector.subscribe(listener)
    inspector.publish("a", { label: "machine", state: "idle", context: {}, events: [] })
    const first = inspector.getSnapshots()
    expect(first.map((s) => s.state)).toEqual(["idle"])
    expect(inspector.getSnapshots()).toBe(first)
    inspector.publish("a", { label: "machine", state: "open", context: {}, events: [] })
    expect(inspector.getSnapshots().map((s) => s.state)).toEqual(["open"])
    inspector.remove("a")
    expect(inspector.getSnapshots()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    inspector.publish("b", { label: "machine", state: "idle", context: {}, events: [] })
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it("keeps the last few events and skips repeats of the same event", () => {
    const click = { type: "CLICK" }
    let history = appendEvent([], click)
    history = appendEvent(history, click)
    expect(history).toEqual([click])
    for (let i = 0; i < EVENT_HISTORY + 2; i++) history = appendEvent(history, { type: `E${i}` })
    expect(history).toHaveLength(EVENT_HISTORY)
    expect(history.at(-1)).toEqual({ type: `E${EVENT_HISTORY + 1}` })
    expect(appendEvent(history, { type: "" })).toBe(history)
  })
})

describe("inspector history", () => {
  const snapshot = (state: string, events: { type: string }[], context = {}) => ({
    label: "machine",
    state,
    context,
    events,
  })

  it("records a step per new event, from the previous state, with the time since mount", () => {
    let time = 1000
    const inspector = createInspector(createStepRecorder(), () => time)
    inspector.publish("a", snapshot("idle", []))
    const focus = { type: "FOCUS" }
    time = 1250
    const entry = inspector.publish("a", snapshot("focused", [focus], { value: 1 }))
    expect(entry.steps).toEqual([
      { index: 1, from: "idle", event: focus, to: "focused", at: 250, context: { value: 1 } },
    ])
    // A render without a new event (a prop sync) is no step; a new event that keeps the state is.
    expect(inspector.publish("a", snapshot("focused", [focus])).steps).toHaveLength(1)
    const move = { type: "MOVE" }
    const last = inspector.publish("a", snapshot("focused", [focus, move]))
    expect(last.steps.map((step) => [step.from, step.event.type, step.to])).toEqual([
      ["idle", "FOCUS", "focused"],
      ["focused", "MOVE", "focused"],
    ])
    expect([...last.visited]).toEqual(["idle", "focused"])
    expect([...last.taken.values()]).toEqual([
      { from: "idle", event: "FOCUS", to: "focused" },
      { from: "focused", event: "MOVE", to: "focused" },
    ])
  })

  it("gives a step the context of a render that follows its publish", () => {
    const inspector = createInspector(createStepRecorder())
    inspector.publish("a", snapshot("focused", []))
    const click = { type: "CLICK" }
    inspector.publish("a", snapshot("focused", [click], { value: [] }))
    const entry = inspector.publish("a", snapshot("focused", [click], { value: ["a"] }))
    expect(entry.steps.map((step) => step.context)).toEqual([{ value: ["a"] }])
    expect(entry.lastStep?.context).toEqual({ value: ["a"] })
  })

  it(`keeps the last ${STEP_HISTORY} steps, while coverage keeps everything seen`, () => {
    const inspector = createInspector(createStepRecorder())
    inspector.publish("a", snapshot("idle", []))
    const first = { type: "FIRST" }
    inspector.publish("a", snapshot("busy", [first]))
    let entry = inspector.getSnapshots()[0]!
    for (let i = 0; i < STEP_HISTORY + 20; i++)
      entry = inspector.publish("a", snapshot("busy", [{ type: `MOVE` }]))
    expect(entry.steps).toHaveLength(STEP_HISTORY)
    expect(entry.steps[0]!.event.type).toBe("MOVE")
    expect(entry.taken.has("idle FIRST busy")).toBe(true)
  })

  it("clears the history on request but keeps coverage and the last step", () => {
    const inspector = createInspector(createStepRecorder())
    inspector.publish("a", snapshot("idle", []))
    inspector.publish("a", snapshot("open", [{ type: "OPEN" }]))
    inspector.clearHistory("a")
    const entry = inspector.getSnapshots()[0]!
    expect(entry.steps).toEqual([])
    expect(entry.lastStep?.to).toBe("open")
    expect(entry.visited.has("open")).toBe(true)
  })
})

describe("inspector before its recorder arrives", () => {
  const snapshot = (state: string, events: { type: string }[]) => ({
    label: "machine",
    state,
    context: {},
    events,
  })

  it("shows snapshots at once; once a history is read, records their steps in order", async () => {
    let arrive: (recorder: ReturnType<typeof createStepRecorder>) => void = () => {}
    const load = vi.fn(
      () => new Promise<ReturnType<typeof createStepRecorder>>((r) => (arrive = r)),
    )
    let time = 0
    const inspector = createInspector(load, () => time)
    const listener = vi.fn()
    inspector.subscribe(listener)
    inspector.publish("a", snapshot("idle", []))
    const open = { type: "OPEN" }
    time = 40
    const early = inspector.publish("a", snapshot("open", [open]))
    inspector.publish("gone", snapshot("idle", []))
    inspector.remove("gone")
    expect(early.state).toBe("open")
    expect(early.steps).toEqual([])
    // Nobody has read a history yet: the recorder is not fetched.
    expect(load).not.toHaveBeenCalled()

    const recorded = inspector.recorded()
    expect(load).toHaveBeenCalledTimes(1)
    arrive(createStepRecorder())
    await recorded
    const [entry] = inspector.getSnapshots()
    expect(inspector.getSnapshots()).toHaveLength(1)
    expect(entry!.steps.map((step) => [step.from, step.event.type, step.to, step.at])).toEqual([
      ["idle", "OPEN", "open", 40],
    ])
    expect(listener).toHaveBeenCalledTimes(5)
    time = 90
    const close = { type: "CLOSE" }
    const later = inspector.publish("a", snapshot("idle", [open, close]))
    expect(later.steps.map((step) => step.index)).toEqual([1, 2])
    expect(later.lastStep?.at).toBe(90)
  })
})
