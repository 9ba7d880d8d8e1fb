import { describe, expect, it } from "vitest"
import { replayabilityOf } from "../../src/components/kit/replay/replayability"
import { testScript } from "../../src/components/kit/replay/test-script"
import type {
  InspectedMachine,
  MachineEvent,
  MachineStep,
} from "../../src/components/kit/runtime/inspector"
import type { Recording, TapeEntry } from "../../src/components/kit/runtime/recording"

// Which recorded steps a replay may show, from facts on the tape (see replayability.ts).

function machineOf(taped: [MachineEvent, TapeEntry["origin"], number][]): InspectedMachine {
  const tape = taped.map(([event, origin, frame], index) => ({
    seq: index + 1,
    event,
    origin,
    frame,
  }))
  const recording: Recording = {
    label: "machine",
    occurrence: 0,
    machineId: "m",
    machine: {},
    tape,
    full: false,
    ended: false,
  }
  const steps: MachineStep[] = tape.map((entry, index) => ({
    index: index + 1,
    from: "idle",
    event: entry.event,
    to: "open",
    at: entry.frame * 16,
    context: { value: [String(index)] },
  }))
  return {
    label: "machine",
    state: "open",
    context: {},
    events: [],
    key: "k",
    steps,
    lastStep: steps.at(-1) ?? null,
    visited: new Set(),
    taken: new Map(),
    recording,
  }
}

const reasons = (machine: InspectedMachine) =>
  machine.steps.map((step) => {
    const replayability = replayabilityOf(machine, step)
    return replayability.replayable ? "replayable" : replayability.reason
  })

describe("replayability", () => {
  it("refuses pointer geometry and timers; keeps the rest", () => {
    const machine = machineOf([
      [{ type: "TRIGGER.CLICK", value: "a" }, "input", 0],
      [{ type: "POINTER_DOWN", point: { x: 10, y: 20 } }, "input", 1],
      [{ type: "DISMISS", src: "timer" }, "machine", 2],
      [{ type: "after.openDelay" }, "machine", 3],
      // A timer event type sent through the demo's service is the demo's own call: replayable.
      [{ type: "TICK" }, "input", 4],
    ])
    expect(reasons(machine)).toEqual([
      "replayable",
      "pointer position",
      "sent by a timer",
      "sent by a timer",
      "replayable",
    ])
  })

  it("replays a step the next one followed before the page rendered a frame", () => {
    // A key, and the focus the key's frame work moved: no frame was rendered between them.
    const machine = machineOf([
      [{ type: "TRIGGER.CLICK", value: "a" }, "input", 0],
      [{ type: "GOTO.NEXT" }, "input", 1],
      [{ type: "TRIGGER.FOCUS", value: "b" }, "input", 1],
      [{ type: "TRIGGER.CLICK", value: "b" }, "input", 1],
    ])
    expect(reasons(machine)).toEqual(["replayable", "replayable", "replayable", "replayable"])
  })

  it("says a step is not recorded when its event is not on the tape", () => {
    const machine = machineOf([[{ type: "OPEN" }, "input", 0]])
    const stray: MachineStep = { ...machine.steps[0]!, event: { type: "OPEN" } }
    expect(replayabilityOf(machine, stray)).toEqual({ replayable: false, reason: "not recorded" })
  })
})

describe("Copy as test", () => {
  it("lists each step's event, state and changed context, noting what may not match", () => {
    const machine = machineOf([
      [{ type: "TRIGGER.CLICK", value: "a" }, "input", 0],
      [{ type: "POINTER_DOWN", point: { x: 1, y: 2 } }, "input", 100],
      [{ type: "REGION.OVERLAP" }, "machine", 200],
    ])
    const script = testScript(machine, "accordion")
    expect(script.split("\n")[0]).toBe("// @vitest-environment happy-dom")
    expect(script).toContain('import * as zag from "@zag-js/accordion"')
    expect(script).toContain(
      '  {"event":{"type":"TRIGGER.CLICK","value":"a"},"state":"open","context":{"value":["0"]}},',
    )
    expect(script).toContain('"note":"pointer position"}, // may not match: pointer position')
    expect(script).toContain(
      '{"event":{"type":"REGION.OVERLAP"},"state":"open","context":{"value":["2"]},"bySelf":true},',
    )
  })
})
