import type { InspectedMachine, Inspector } from "../../components/kit/runtime/inspector"
import { toJson } from "../../components/kit/runtime/json-value"
import { measureCoverage } from "../../components/kit/visualizer/machine-coverage"
import { deriveGraph, type MachineDefinition } from "../../components/kit/visualizer/machine-graph"
import type { DemoMachineInfo, MachineInfo } from "../api/event-types"

/** One machine as `element.machineInfo` lists it: its graph, where it is, what it covered. */
export function describeMachine(entry: InspectedMachine): MachineInfo {
  const current = toJson(entry.state)
  if (!entry.machine)
    return { label: entry.label, current, states: [], transitions: [], visited: [] }
  const graph = deriveGraph(entry.machine as MachineDefinition)
  const coverage = measureCoverage(graph, entry.visited, entry.taken.values())
  return {
    label: entry.label,
    current,
    states: graph.states.map((state) => state.id),
    transitions: graph.transitions.map((edge) => ({
      id: edge.id,
      from: edge.source,
      event: edge.event,
      to: edge.target,
      guards: edge.branches.map((branch) => branch.guard),
      taken: coverage.takenTransitions.has(edge.id),
    })),
    visited: graph.states.filter((state) => coverage.visitedStates.has(state.id)).map((s) => s.id),
  }
}

/**
 * What `element.machineInfo` returns once this chunk is here (fetched with `ready`, or by a
 * first read, which returns null): the main machine is the one named `"machine"` (the
 * default label), else the first mounted.
 */
export function machineInfoOf(inspector: Inspector): DemoMachineInfo | null {
  const machines = inspector.getSnapshots().map(describeMachine)
  const main = machines.find((machine) => machine.label === "machine") ?? machines[0]
  return main ? { ...main, machines } : null
}
