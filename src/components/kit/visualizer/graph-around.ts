import { ancestry } from "./machine-coverage"
import type { MachineGraph } from "./machine-graph"

/**
 * The part of a machine's graph around one state: the transitions it can take (its own, its
 * parents' and the machine root's) and the states they lead to, with their parents so that
 * nesting still shows. What the reader can do next, in a chart a narrow panel can show: a
 * large machine's whole chart is a tangle at that width (and so would be the transitions
 * leading in: every state has one to the combobox's idle).
 */
export function graphAround(graph: MachineGraph, state: string): MachineGraph {
  const from = new Set<string | null>([...ancestry(state), null])
  const transitions = graph.transitions.filter((edge) => from.has(edge.source))
  const shown = new Set(ancestry(state))
  for (const edge of transitions)
    for (const end of [edge.source, edge.target])
      if (end !== null) for (const id of ancestry(end)) shown.add(id)
  const states = graph.states
    .filter((candidate) => shown.has(candidate.id))
    .map((kept) => ({ ...kept, children: kept.children.filter((child) => shown.has(child)) }))
  return { ...graph, states, transitions }
}
