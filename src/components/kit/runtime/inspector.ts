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
  /** Resolves once steps are recorded (the recorder is here and has caught up). */
  recorded(): Promise<void>
}

/**
 * Turns a machine's publishes into its history and coverage (step-recorder.ts): code fetched
 * when someone first reads a history, so the inspector on a demo's critical path keeps only a
 * buffer of what was published until then.
 */
export interface StepRecorder {
  /** The entry after `snapshot`, published at `time` (`now()`'s clock). */
  record(
    previous: InspectedMachine | undefined,
    key: string,
    snapshot: MachineSnapshot,
    time: number,
  ): InspectedMachine
  forget(key: string): void
}

/**
 * Publishes kept until the recorder arrives. Past it the oldest go: the history shows the last
 * `STEP_HISTORY` steps anyway; the chart's coverage forgets what only those showed.
 */
export const PUBLISH_BACKLOG = 1000

/**
 * `recorder`: the step recorder, or how to fetch it, which the first `recorded()` does (the
 * Visualizer, `element.ready`, a replay): most readers never look at a history. Until it is
 * here, entries carry their snapshot and no steps, and the inspector keeps what was published;
 * then that backlog is recorded in order, and subscribers hear of it. None: no history at all
 * (a demo outside a host has no Visualizer).
 */
export function createInspector(
  recorder?: StepRecorder | (() => Promise<StepRecorder>),
  now: () => number = () => performance.now(),
): Inspector {
  const entries = new Map<string, InspectedMachine>()
  const listeners = new Set<() => void>()
  // A stable array between changes, as useSyncExternalStore requires.
  let snapshots: readonly InspectedMachine[] = []
  const changed = () => {
    snapshots = [...entries.values()]
    listeners.forEach((listener) => listener())
  }
  let steps = typeof recorder === "function" ? null : recorder
  let backlog: [key: string, snapshot: MachineSnapshot, time: number][] = []
  let arrived: Promise<void> | null = recorder === steps ? Promise.resolve() : null
  const fetchRecorder = () =>
    (arrived ??= (recorder as () => Promise<StepRecorder>)().then((loaded) => {
      steps = loaded
      entries.clear()
      for (const [key, snapshot, time] of backlog)
        entries.set(key, loaded.record(entries.get(key), key, snapshot, time))
      backlog = []
      changed()
    }))
  return {
    publish(key, snapshot) {
      let entry: InspectedMachine
      if (steps) entry = steps.record(entries.get(key), key, snapshot, now())
      else {
        if (recorder) {
          backlog.push([key, snapshot, now()])
          if (backlog.length > PUBLISH_BACKLOG) backlog.shift()
        }
        const visited = new Set([String(snapshot.state)])
        entry = { ...snapshot, key, steps: [], lastStep: null, visited, taken: new Map() }
      }
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
      steps?.forget(key)
      backlog = backlog.filter((published) => published[0] !== key)
      if (entries.delete(key)) changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshots: () => snapshots,
    recorded: fetchRecorder,
  }
}

/** Appends an event unless it is the one already at the end (same object). */
export function appendEvent(history: MachineEvent[], event: MachineEvent | null | undefined) {
  if (!event || !event.type || history[history.length - 1] === event) return history
  return [...history, event].slice(-EVENT_HISTORY)
}
