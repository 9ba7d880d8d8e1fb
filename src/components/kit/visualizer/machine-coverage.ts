import type { GraphState, GraphTransition, MachineGraph } from "./machine-graph"

/** A step the machine was seen to take: its state before and after an event. */
export interface ObservedStep {
  from: string
  event: string
  to: string
}

/**
 * The transition of `graph` a step took, found as zag finds it: the deepest state of `from`
 * (or the machine root) that handles the event, then its branch that leads to `to`. Guards
 * are not re-run: branches with the same source, event and target are one transition.
 */
export function transitionForStep(
  graph: MachineGraph,
  { from, event, to }: ObservedStep,
): GraphTransition | undefined {
  const candidates = graph.transitions.filter((edge) => edge.event === event)
  if (candidates.length === 0) return undefined
  for (const source of [...ancestry(from), null]) {
    const declared = candidates.filter((edge) => edge.source === source)
    if (declared.length === 0) continue
    return (
      declared.find((edge) => edge.target === to) ??
      (to === from ? declared.find((edge) => edge.target === null) : undefined)
    )
  }
  return undefined
}

/** `open.interacting` -> `open.interacting`, `open` (deepest first). */
export function ancestry(state: string): string[] {
  const segments = state.split(".")
  return segments.map((_, index) => segments.slice(0, segments.length - index).join("."))
}

export interface Coverage {
  visitedStates: ReadonlySet<string>
  takenTransitions: ReadonlySet<string>
  missedStates: GraphState[]
  missedTransitions: GraphTransition[]
}

/** Which states were visited (a nested state visits its parents) and transitions taken. */
export function measureCoverage(
  graph: MachineGraph,
  visited: Iterable<string>,
  steps: Iterable<ObservedStep>,
): Coverage {
  const visitedStates = new Set<string>()
  for (const state of visited) for (const id of ancestry(state)) visitedStates.add(id)
  const takenTransitions = new Set<string>()
  for (const step of steps) {
    const edge = transitionForStep(graph, step)
    if (edge) takenTransitions.add(edge.id)
  }
  return {
    visitedStates,
    takenTransitions,
    missedStates: graph.states.filter((state) => !visitedStates.has(state.id)),
    missedTransitions: graph.transitions.filter((edge) => !takenTransitions.has(edge.id)),
  }
}

/** "States 2/3 · Transitions 1/5" */
export function coverageSummary(graph: MachineGraph, coverage: Coverage): string {
  const states = graph.states.length - coverage.missedStates.length
  const transitions = graph.transitions.length - coverage.missedTransitions.length
  return `States ${states}/${graph.states.length} · Transitions ${transitions}/${graph.transitions.length}`
}
