import { describe, expect, it, vi } from "vitest"
import { appendEvent, createInspector, EVENT_HISTORY } from "../../src/components/kit/inspector"

describe("inspector", () => {
  it("publishes snapshots, notifies subscribers and keeps a stable list between changes", () => {
    const inspector = createInspector()
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
