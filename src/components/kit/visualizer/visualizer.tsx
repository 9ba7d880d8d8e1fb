import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react"
import { useDemoEnvironment } from "../runtime/demo-environment"
import type { InspectedMachine } from "../runtime/inspector"
import { replayControlOf } from "../runtime/replay-control"
import { serialize } from "../runtime/serialize"
import { Line, ShapeView } from "./shape-view"
import { useShownOnce } from "./use-shown-once"

// Chart, history and coverage: fetched the first time the Visualizer tab is open.
const MachineInsights = lazy(() => import("./machine-insights"))

const NO_SNAPSHOTS: readonly InspectedMachine[] = []
const noChanges = () => () => {}

/**
 * Machine state as coloured, structured text, then (once the tab has been open) each
 * machine's chart, history and coverage. While a replayed step is shown, the state, context
 * and events are the replayed copy's (what the stage shows); the history stays the live one.
 * Every value is rendered as a React text node (never as HTML), so context holding user text
 * cannot inject markup.
 */
export function Visualizer() {
  const { inspector } = useDemoEnvironment()
  const snapshots = useSyncExternalStore(inspector.subscribe, inspector.getSnapshots)
  // The history is recorded from what the inspector kept, once its recorder is here; without
  // it the state and context still show.
  useEffect(() => void inspector.recorded().catch(() => {}), [inspector])
  const control = replayControlOf(inspector)
  const view = useSyncExternalStore(control.subscribe, control.get)
  const replay = view?.shown ? view.session.inspector : null
  const replayed = useSyncExternalStore(
    replay?.subscribe ?? noChanges,
    replay?.getSnapshots ?? (() => NO_SNAPSHOTS),
  )
  const root = useRef<HTMLDivElement>(null)
  const shown = useShownOnce(root)
  return (
    <div className="sb-visualizer" ref={root}>
      {snapshots.length === 0 && <p className="sb-muted">No machine is running yet.</p>}
      {snapshots.map((snapshot) => (
        <MachineView
          key={snapshot.key}
          snapshot={snapshot}
          replayed={view?.shown ? copyOf(snapshot, snapshots, replayed) : undefined}
          replayedStep={view?.step}
          showLabel={snapshots.length > 1}
          showInsights={shown}
        />
      ))}
    </div>
  )
}

/**
 * The replayed copy's machine that stands for `live`: the same label, the same place among
 * the machines of that label (their keys differ: each copy has its own React ids).
 */
function copyOf(
  live: InspectedMachine,
  all: readonly InspectedMachine[],
  copies: readonly InspectedMachine[],
) {
  const sameLabel = (machine: InspectedMachine) => machine.label === live.label
  return copies.filter(sameLabel)[all.filter(sameLabel).indexOf(live)]
}

interface MachineViewProps {
  snapshot: InspectedMachine
  /** The replayed copy of this machine, while a replayed step is shown. */
  replayed?: InspectedMachine
  replayedStep?: number
  showLabel: boolean
  showInsights: boolean
}

function MachineView({
  snapshot,
  replayed,
  replayedStep,
  showLabel,
  showInsights,
}: MachineViewProps) {
  const values = replayed ?? snapshot
  return (
    <section className="sb-machine" aria-label={`${snapshot.label} state`}>
      {/* Not a heading: the toolbar is no part of the host page's outline; the section is named. */}
      {showLabel && <p className="sb-machine-label">{snapshot.label}</p>}
      {replayed && <p className="sb-muted">As replayed to step {replayedStep}:</p>}
      <div className="sb-code" data-testid="machine-state">
        <Line name="state">
          <ShapeView shape={serialize(values.state)} />
        </Line>
        <Line name="context">
          <ShapeView shape={serialize(values.context)} />
        </Line>
        <Line name="events">
          <ShapeView shape={serialize(values.events)} />
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
