import { useMemo, type MouseEvent } from "react"
import { useDemoEnvironment } from "../runtime/demo-environment"
import type { InspectedMachine } from "../runtime/inspector"
import { measureCoverage } from "./machine-coverage"
import { deriveGraph, type MachineDefinition } from "./machine-graph"
import { ChartText } from "./chart-text"
import { CoverageView } from "./coverage-view"
import { StateChart } from "./state-chart"
import { TransitionHistory } from "./transition-history"
import { useAdoptedSheet } from "../runtime/stylesheets"
import insightsCss from "./insights.css?inline"

/**
 * The Visualizer's parts beyond the state text, loaded with its tab: what the machine can
 * do (its chart), what the visitor made it do (history) and what is left to try (coverage).
 */
export default function MachineInsights({ entry }: { entry: InspectedMachine }) {
  const { inspector } = useDemoEnvironment()
  useAdoptedSheet("visualizer-insights", insightsCss)
  const graph = useMemo(
    () => (entry.machine ? deriveGraph(entry.machine as MachineDefinition) : null),
    [entry.machine],
  )
  // Visited states and taken steps only grow, so their sizes say when coverage can change.
  const { visited, taken } = entry
  const coverage = useMemo(
    () => graph && measureCoverage(graph, visited, taken.values()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [graph, visited, taken, visited.size, taken.size],
  )
  return (
    // A click here must not move focus out of the demo: the blur would be an event of its own,
    // changing the machine (and shifting this panel under the pointer) as it is inspected.
    <div className="sb-insights" onMouseDown={keepDemoFocus}>
      {graph && coverage && (
        <>
          <CoverageView graph={graph} coverage={coverage} />
          <StateChart graph={graph} current={String(entry.state)} coverage={coverage} />
          <ChartText graph={graph} coverage={coverage} />
        </>
      )}
      <TransitionHistory entry={entry} onClear={() => inspector.clearHistory(entry.key)} />
    </div>
  )
}

function keepDemoFocus(event: MouseEvent) {
  if (
    event.button === 0 &&
    (event.target as Element).closest("button, summary, [data-chart-state]")
  )
    event.preventDefault()
}
