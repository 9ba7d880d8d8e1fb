import type { Coverage } from "./machine-coverage"
import { ancestry } from "./machine-coverage"
import type { MachineGraph } from "./machine-graph"
import { transitionText } from "./step-text"

interface StateDetailsProps {
  graph: MachineGraph
  state: string
  coverage: Coverage
}

/** What a state can do: its own transitions, those of its parents and the machine root's. */
export function StateDetails({ graph, state, coverage }: StateDetailsProps) {
  const sources = new Set<string | null>([...ancestry(state), null])
  const transitions = graph.transitions.filter((edge) => sources.has(edge.source))
  return (
    <section className="sb-chart-details" aria-label={`Transitions from ${state}`}>
      <h4>{`From ${state}`}</h4>
      {transitions.length === 0 ? (
        <p className="sb-muted">No transitions: a final state.</p>
      ) : (
        <ul>
          {transitions.map((edge) => {
            const taken = coverage.takenTransitions.has(edge.id)
            return (
              <li key={edge.id} data-taken={taken}>
                {transitionText(edge)}
                {taken ? " ✓" : ""}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
