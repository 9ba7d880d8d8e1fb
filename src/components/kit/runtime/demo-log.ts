/** One line a demo logged: a form's values, a menu selection, a toast action. */
export interface DemoLogEntry {
  /** Increasing per log, so a list can key its rows. */
  id: number
  message: string
  details: unknown[]
}

/** The newest lines a demo keeps for the Visualizer; older ones are dropped. */
export const DEMO_LOG_LIMIT = 20

/**
 * Where a demo's log lines go. An embedded demo must be quiet in its host's console, so
 * lines are kept for the Visualizer and handed to `onWrite` (an element turns them into
 * `demolog` events, and console lines only when asked to).
 */
export interface DemoLog {
  write(message: string, details: unknown[]): void
  subscribe(listener: () => void): () => void
  getEntries(): readonly DemoLogEntry[]
}

export function createDemoLog(onWrite?: (message: string, details: unknown[]) => void): DemoLog {
  const listeners = new Set<() => void>()
  // A stable array between writes, as useSyncExternalStore requires.
  let entries: readonly DemoLogEntry[] = []
  let nextId = 1
  return {
    write(message, details) {
      entries = [...entries, { id: nextId++, message, details }].slice(-DEMO_LOG_LIMIT)
      listeners.forEach((listener) => listener())
      onWrite?.(message, details)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getEntries: () => entries,
  }
}
