import type { MachineSchema, Service } from "@zag-js/core"
import { useMemo, useRef } from "react"

/**
 * The service with a `send` that calls `handled` once zag has handled the event. zag handles
 * an event in a microtask and re-renders only when state or context changes, so an event
 * that only runs actions (moving focus, say) would otherwise never reach the Visualizer.
 * `record` sees each event first (the replay tape); null drops every event instead, for a
 * replayed copy of a demo, which its own input must not change.
 */
export function useTracedSend<T extends MachineSchema>(
  service: Service<T>,
  handled: (event: T["event"]) => void,
  record: ((event: T["event"]) => void) | null,
): Service<T> {
  const latest = useRef(handled)
  latest.current = handled
  const recorder = useRef(record)
  recorder.current = record
  return useMemo(
    () => ({
      ...service,
      send(event) {
        if (!recorder.current) return
        recorder.current(event)
        service.send(event)
        // Runs right after zag's own microtask for this event, before any event its actions
        // sent in turn (a focus move's blur and focus) is handled.
        queueMicrotask(() => latest.current(event))
      },
    }),
    [service],
  )
}
