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
}

export const EVENT_HISTORY = 5

export interface Inspector {
  publish(key: string, snapshot: MachineSnapshot): void
  remove(key: string): void
  subscribe(listener: () => void): () => void
  getSnapshots(): readonly MachineSnapshot[]
}

export function createInspector(): Inspector {
  const entries = new Map<string, MachineSnapshot>()
  const listeners = new Set<() => void>()
  // A stable array between changes, as useSyncExternalStore requires.
  let snapshots: readonly MachineSnapshot[] = []
  const changed = () => {
    snapshots = [...entries.values()]
    listeners.forEach((listener) => listener())
  }
  return {
    publish(key, snapshot) {
      entries.set(key, snapshot)
      changed()
    },
    remove(key) {
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
