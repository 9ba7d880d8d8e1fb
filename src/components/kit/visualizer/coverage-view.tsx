import type { Coverage } from "./machine-coverage"
import { coverageSummary } from "./machine-coverage"
import type { MachineGraph } from "./machine-graph"
import { transitionText } from "./step-text"

/** "States 2/3 · Transitions 4/11" for this session, and what is not yet reached. */
export function CoverageView({ graph, coverage }: { graph: MachineGraph; coverage: Coverage }) {
  const { missedStates, missedTransitions } = coverage
  const missed = missedStates.length + missedTransitions.length
  return (
    <section className="sb-coverage" aria-label="Coverage">
      <p className="sb-coverage-summary">{coverageSummary(graph, coverage)}</p>
      {missed === 0 ? (
        <p className="sb-muted">Every state and transition reached.</p>
      ) : (
        <details className="sb-coverage-missed">
          <summary>{`Not yet reached (${missed})`}</summary>
          {missedStates.length > 0 && (
            <>
              <h4>States</h4>
              <ul>
                {missedStates.map((state) => (
                  <li key={state.id}>{state.id}</li>
                ))}
              </ul>
            </>
          )}
          {missedTransitions.length > 0 && (
            <>
              <h4>Transitions</h4>
              <ul>
                {missedTransitions.map((edge) => (
                  <li key={edge.id}>{transitionText(edge)}</li>
                ))}
              </ul>
            </>
          )}
        </details>
      )}
    </section>
  )
}
