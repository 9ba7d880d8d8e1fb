import type { InspectedMachine } from "../components/kit/inspector"
import { toJson, type JsonValue } from "../components/kit/json-value"
import { measureCoverage } from "../components/kit/machine-coverage"
import { deriveGraph, type MachineDefinition } from "../components/kit/machine-graph"
import { inspectorOf } from "./state-events"

/** One transition of a machine, as `element.machineInfo` lists it. */
export interface MachineTransitionInfo {
  /** Stable for a machine: `source event target` (`*` for the root, `=` for no target). */
  id: string
  /** The state that declares it; null when the machine's root does (it applies in any state). */
  from: string | null
  event: string
  /** The state it enters; null when the machine stays in its state (actions only). */
  to: string | null
  /** The guard of each branch, in the order zag tries them; null for an unguarded branch. */
  guards: (string | null)[]
  /** Whether a visitor (or a test) has taken it since the demo mounted. */
  taken: boolean
}

/** A machine a demo runs: what it can do, where it is, and what has been reached. */
export interface MachineInfo {
  /** `"machine"`, or the machine's name in demos that run several (`"toast group"`). */
  label: string
  /** The current state (`"open"`, or `"open.interacting"` for a nested state). */
  current: JsonValue
  /** Every state id, parents before their nested states. */
  states: string[]
  transitions: MachineTransitionInfo[]
  /** The states entered since mount (a nested state's parents count as entered). */
  visited: string[]
}

/** `element.machineInfo`: the demo's main machine, and every machine it runs. */
export interface DemoMachineInfo extends MachineInfo {
  machines: MachineInfo[]
}

/**
 * What `element.machineInfo` returns: null until the demo has loaded and its machine started.
 * The main machine is the one named `"machine"` (the default label), else the first mounted.
 */
export function machineInfoOf(element: HTMLElement): DemoMachineInfo | null {
  const machines = (inspectorOf(element)?.getSnapshots() ?? []).map(describeMachine)
  const main = machines.find((machine) => machine.label === "machine") ?? machines[0]
  return main ? { ...main, machines } : null
}

function describeMachine(entry: InspectedMachine): MachineInfo {
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

/** What every `<demo-*>` element adds to HTMLElement, for hosts that type their queries. */
export interface DemoElementApi {
  readonly machineInfo: DemoMachineInfo | null
}
