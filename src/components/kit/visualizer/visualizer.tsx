import { lazy, Suspense, useRef, useSyncExternalStore } from "react"
import { useDemoEnvironment } from "../runtime/demo-environment"
import type { InspectedMachine } from "../runtime/inspector"
import { serialize } from "../runtime/serialize"
import { Line, ShapeView } from "./shape-view"
import { useShownOnce } from "./use-shown-once"

// Chart, history and coverage: fetched the first time the Visualizer tab is open.
const MachineInsights = lazy(() => import("./machine-insights"))

/**
 * Live machine state as coloured, structured text, then (once the tab has been open) each
 * machine's chart, history and coverage. Every value is rendered as a React text node
 * (never as HTML), so context holding user text cannot inject markup.
 */
export function Visualizer() {
  const { inspector } = useDemoEnvironment()
  const snapshots = useSyncExternalStore(inspector.subscribe, inspector.getSnapshots)
  const root = useRef<HTMLDivElement>(null)
  const shown = useShownOnce(root)
  return (
    <div className="sb-visualizer" ref={root}>
      {snapshots.length === 0 && <p className="sb-muted">No machine is running yet.</p>}
      {snapshots.map((snapshot) => (
        <MachineView
          key={snapshot.key}
          snapshot={snapshot}
          showLabel={snapshots.length > 1}
          showInsights={shown}
        />
      ))}
    </div>
  )
}

interface MachineViewProps {
  snapshot: InspectedMachine
  showLabel: boolean
  showInsights: boolean
}

function MachineView({ snapshot, showLabel, showInsights }: MachineViewProps) {
  return (
    <section className="sb-machine" aria-label={`${snapshot.label} state`}>
      {/* Not a heading: the toolbar is no part of the host page's outline; the section is named. */}
      {showLabel && <p className="sb-machine-label">{snapshot.label}</p>}
      <div className="sb-code" data-testid="machine-state">
        <Line name="state">
          <ShapeView shape={serialize(snapshot.state)} />
        </Line>
        <Line name="context">
          <ShapeView shape={serialize(snapshot.context)} />
        </Line>
        <Line name="events">
          <ShapeView shape={serialize(snapshot.events)} />
        </Line>
      </div>
      {showInsights && (
        <Suspense fallback={<p className="sb-muted">Loading the chart…</p>}>
          <MachineInsights entry={snapshot} />
        </Suspense>
      )}
    </section>
  )
}
