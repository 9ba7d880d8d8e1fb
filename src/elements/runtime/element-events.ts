import {
  createInspector,
  type InspectedMachine,
  type Inspector,
} from "../../components/kit/runtime/inspector"
import { eventExtras } from "./deferred-extras"
import type { ControlsChangeDetail, StateChangeDetail } from "../api/event-types"
import { LazyDetailEvent } from "./lazy-detail-event"

export type { ControlsChangeDetail, StateChangeDetail }

// Each element's inspector, for `element.machineInfo` (see machine-info.ts).
const inspectors = new WeakMap<HTMLElement, Inspector>()

export function inspectorOf(element: HTMLElement): Inspector | undefined {
  return inspectors.get(element)
}

/**
 * An inspector that also tells the host page: after a machine publishes, its element
 * dispatches `statechange` (bubbling, composed so it leaves the shadow root). Publishes land
 * in effects, never in render; several in one frame (a drag) send one event, the latest.
 * The detail's JSON is made when a listener first reads it, by code fetched after the
 * widget's first render: a page that does not listen pays for neither.
 */
export function createDispatchingInspector(host: () => HTMLElement): Inspector {
  const inner = createInspector()
  const pending = new Map<string, InspectedMachine>()
  let frame = 0

  const flush = () => {
    frame = 0
    eventExtras.load().then(
      ({ stateChangeDetail }) => {
        const snapshots = [...pending.values()]
        pending.clear()
        for (const snapshot of snapshots)
          host().dispatchEvent(
            new LazyDetailEvent<StateChangeDetail>("statechange", () =>
              stateChangeDetail(snapshot),
            ),
          )
      },
      () => pending.clear(), // The element has warned; the demo works on without events.
    )
  }

  const dispatching: Inspector = {
    ...inner,
    publish(key, snapshot) {
      const entry = inner.publish(key, snapshot)
      // This one, not `inner`: the demo's replays and recordings are kept by it.
      inspectors.set(host(), dispatching)
      pending.set(key, entry)
      if (!frame) frame = requestAnimationFrame(flush)
      return entry
    },
    remove(key) {
      inner.remove(key)
      pending.delete(key)
    },
  }
  return dispatching
}
