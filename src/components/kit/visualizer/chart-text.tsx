import type { Coverage } from "./machine-coverage"
import type { MachineGraph } from "./machine-graph"
import { transitionText } from "./step-text"

/** The chart as a list, for screen readers and for reading: every state and its transitions. */
export function ChartText({ graph, coverage }: { graph: MachineGraph; coverage: Coverage }) {
  const sources: (string | null)[] = [...graph.states.map((state) => state.id), null]
  return (
    <details className="sb-chart-text">
      <summary>States and transitions as text</summary>
      <ul>
        {sources.map((source) => {
          const transitions = graph.transitions.filter((edge) => edge.source === source)
          if (source === null && transitions.length === 0) return null
          const visited = source !== null && coverage.visitedStates.has(source)
          return (
            <li key={source ?? "*"}>
              {source ?? "(any state)"}
              {visited ? " (visited)" : ""}
              {transitions.length > 0 && (
                <ul>
                  {transitions.map((edge) => (
                    <li key={edge.id}>
                      {transitionText(edge)}
                      {coverage.takenTransitions.has(edge.id) ? " ✓" : ""}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}
