import type { MachineSchema, Service } from "@zag-js/core"
import { useMemo, useRef } from "react"

/**
 * The service with a `send` that calls `handled` once zag has handled the event. zag handles
 * an event in a microtask and re-renders only when state or context changes, so an event
 * that only runs actions (moving focus, say) would otherwise never reach the Visualizer.
 */
export function useTracedSend<T extends MachineSchema>(
  service: Service<T>,
  handled: (event: T["event"]) => void,
): Service<T> {
  const latest = useRef(handled)
  latest.current = handled
  return useMemo(
    () => ({
      ...service,
      send(event) {
        service.send(event)
        // Runs right after zag's own microtask for this event, before any event its actions
        // sent in turn (a focus move's blur and focus) is handled.
        queueMicrotask(() => latest.current(event))
      },
    }),
    [service],
  )
}
