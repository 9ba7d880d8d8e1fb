import type { ObservedStep } from "../visualizer/machine-coverage"
import type { Recording } from "./recording"

/**
 * The live record of the machines a demo runs, read by the Visualizer. Demos publish into
 * it through `useDemoMachine`; the Visualizer subscribes. It knows no widget.
 */

export interface MachineEvent {
  type: string
  [key: string]: unknown
}

export interface MachineSnapshot {
  /** Which machine this is, for demos that run several (two tooltips, toast group). */
  label: string
  state: unknown
  context: Record<string, unknown>
  /** Newest last; at most `EVENT_HISTORY` entries. */
  events: MachineEvent[]
  /** The zag machine definition, for the chart; absent when a demo publishes no machine. */
  machine?: object
  /** Every event the machine was sent, for replays (see recording.ts); absent in a replay. */
  recording?: Recording
}

export const EVENT_HISTORY = 5
/** Transitions kept per machine for the Visualizer's history. */
export const STEP_HISTORY = 100

/** One event the machine handled, as the Visualizer's history lists it. */
export interface MachineStep {
  /** 1 for the machine's first step since mount, counting on past the history's cap. */
  index: number
  from: unknown
  event: MachineEvent
  to: unknown
  /** Milliseconds since the machine first published. */
  at: number
  /** The context right after the event. */
  context: Record<string, unknown>
}

/** A published snapshot with what the inspector recorded about that machine so far. */
export interface InspectedMachine extends MachineSnapshot {
  key: string
  /** Newest last; at most `STEP_HISTORY`, emptied by `clearHistory`. */
  steps: readonly MachineStep[]
  /** The latest step, kept when the history is cleared. */
  lastStep: MachineStep | null
  /** Every state seen and every step taken since mount, for coverage (not capped: both are finite). */
  visited: ReadonlySet<string>
  taken: ReadonlyMap<string, ObservedStep>
}

export interface Inspector {
  /** Records a snapshot; a new last event makes it a step of the machine's history. */
  publish(key: string, snapshot: MachineSnapshot): InspectedMachine
  remove(key: string): void
  clearHistory(key: string): void
  subscribe(listener: () => void): () => void
  getSnapshots(): readonly InspectedMachine[]
}

export function createInspector(now: () => number = () => performance.now()): Inspector {
  const entries = new Map<string, InspectedMachine>()
  const startedAt = new Map<string, number>()
  const listeners = new Set<() => void>()
  // A stable array between changes, as useSyncExternalStore requires.
  let snapshots: readonly InspectedMachine[] = []
  const changed = () => {
    snapshots = [...entries.values()]
    listeners.forEach((listener) => listener())
  }
  return {
    publish(key, snapshot) {
      const entry = record(entries.get(key), key, snapshot, () => {
        if (!startedAt.has(key)) startedAt.set(key, now())
        return now() - startedAt.get(key)!
      })
      entries.set(key, entry)
      changed()
      return entry
    },
    clearHistory(key) {
      const entry = entries.get(key)
      if (entry && entry.steps.length > 0) {
        entries.set(key, { ...entry, steps: [] })
        changed()
      }
    },
    remove(key) {
      startedAt.delete(key)
      if (entries.delete(key)) changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshots: () => snapshots,
  }
}

/** Appends an event unless it is the one already at the end (same object). */
export function appendEvent(history: MachineEvent[], event: MachineEvent | null | undefined) {
  if (!event || !event.type || history[history.length - 1] === event) return history
  return [...history, event].slice(-EVENT_HISTORY)
}

function record(
  previous: InspectedMachine | undefined,
  key: string,
  snapshot: MachineSnapshot,
  elapsed: () => number,
): InspectedMachine {
  const at = elapsed()
  // Both grow in place: they are bounded by the machine's states and transitions.
  const visited = (previous?.visited ?? new Set()) as Set<string>
  const taken = (previous?.taken ?? new Map()) as Map<string, ObservedStep>
  visited.add(String(snapshot.state))
  const kept = { steps: previous?.steps ?? [], lastStep: previous?.lastStep ?? null }
  const event = snapshot.events[snapshot.events.length - 1]
  // Publishes follow renders and sends; one whose last event is new is a step.
  if (!previous || !event || event === previous.events[previous.events.length - 1]) {
    // A context change can render after its event was published: the step shows the result.
    const last = kept.steps[kept.steps.length - 1]
    if (last && last.event === event && last.context !== snapshot.context) {
      const refreshed = { ...last, context: snapshot.context }
      kept.steps = [...kept.steps.slice(0, -1), refreshed]
      if (kept.lastStep === last) kept.lastStep = refreshed
    }
    return { ...snapshot, ...kept, key, visited, taken }
  }
  const step: MachineStep = {
    index: (previous.lastStep?.index ?? 0) + 1,
    from: previous.state,
    event,
    to: snapshot.state,
    at,
    context: snapshot.context,
  }
  const observed = { from: String(step.from), event: event.type, to: String(step.to) }
  taken.set(`${observed.from} ${observed.event} ${observed.to}`, observed)
  const steps = [...kept.steps, step].slice(-STEP_HISTORY)
  return { ...snapshot, key, steps, lastStep: step, visited, taken }
}
