import { describe, expect, it } from "vitest"
import * as accordion from "@zag-js/accordion"
import * as combobox from "@zag-js/combobox"
import {
  coverageSummary,
  measureCoverage,
  transitionForStep,
} from "../../src/components/kit/visualizer/machine-coverage"
import {
  deriveGraph,
  type MachineDefinition,
} from "../../src/components/kit/visualizer/machine-graph"

const accordionGraph = deriveGraph(accordion.machine as unknown as MachineDefinition)
const comboboxGraph = deriveGraph(combobox.machine as unknown as MachineDefinition)

describe("machine coverage", () => {
  it("finds the transition a step took, as zag looks it up", () => {
    const focus = { from: "idle", event: "TRIGGER.FOCUS", to: "focused" }
    expect(transitionForStep(accordionGraph, focus)?.id).toBe("idle TRIGGER.FOCUS focused")
    const click = { from: "focused", event: "TRIGGER.CLICK", to: "focused" }
    expect(transitionForStep(accordionGraph, click)?.id).toBe("focused TRIGGER.CLICK =")
    // Declared on the machine root: handled in any state.
    const set = { from: "idle", event: "VALUE.SET", to: "idle" }
    expect(transitionForStep(accordionGraph, set)?.id).toBe("* VALUE.SET =")
    expect(transitionForStep(accordionGraph, { ...focus, event: "NOPE" })).toBeUndefined()
  })

  it("finds transitions a parent state declares for its nested states", () => {
    const parentEdge = comboboxGraph.transitions.find(
      (edge) => edge.source === "open" && edge.target === "closed.focused",
    )!
    const step = { from: "open.interacting", event: parentEdge.event, to: "closed.focused" }
    expect(transitionForStep(comboboxGraph, step)?.id).toBe(parentEdge.id)
  })

  it("counts visited states (with their parents) and taken transitions", () => {
    const coverage = measureCoverage(
      accordionGraph,
      ["idle", "focused"],
      [
        { from: "idle", event: "TRIGGER.FOCUS", to: "focused" },
        { from: "focused", event: "TRIGGER.CLICK", to: "focused" },
        { from: "focused", event: "TRIGGER.CLICK", to: "focused" },
      ],
    )
    expect(coverage.missedStates).toEqual([])
    expect(coverage.takenTransitions.size).toBe(2)
    expect(coverageSummary(accordionGraph, coverage)).toBe(
      `States 2/2 · Transitions 2/${accordionGraph.transitions.length}`,
    )
    const nested = measureCoverage(comboboxGraph, ["open.interacting"], [])
    expect([...nested.visitedStates].sort()).toEqual(["open", "open.interacting"])
  })
})
