import type { ControlSchema } from "../components/kit/runtime/controls"
import {
  createInspector,
  type InspectedMachine,
  type Inspector,
} from "../components/kit/runtime/inspector"
import { toJson } from "../components/kit/runtime/json-value"
import { attributeValuesOf, changedAttributes } from "../components/kit/runtime/settings"
import type { ControlsChangeDetail, StateChangeDetail } from "./event-types"

export type { ControlsChangeDetail, StateChangeDetail }

/** `controlschange`'s detail: the settings that differ from the schema's defaults. */
export function nonDefaultAttributes(
  schema: ControlSchema,
  values: Record<string, unknown>,
): ControlsChangeDetail["values"] {
  return changedAttributes(schema, attributeValuesOf(schema, values))
}

export function stateChangeDetail(entry: InspectedMachine): StateChangeDetail {
  const last = entry.events[entry.events.length - 1]
  const state = toJson(entry.state)
  // Several steps in one frame send one event: `from` is where the latest step started.
  const step = last && entry.lastStep?.event === last ? entry.lastStep : null
  return {
    machine: entry.label,
    state,
    context: toJson(entry.context) as StateChangeDetail["context"],
    event: last ? toJson(last) : null,
    from: step ? toJson(step.from) : null,
    to: state,
  }
}

// Each element's inspector, for `element.machineInfo` (see machine-info.ts).
const inspectors = new WeakMap<HTMLElement, Inspector>()

export function inspectorOf(element: HTMLElement): Inspector | undefined {
  return inspectors.get(element)
}

/**
 * An inspector that also tells the host page: after a machine publishes, its element
 * dispatches `statechange` (bubbling, composed so it leaves the shadow root). Publishes land
 * in effects, never in render; several in one frame (a drag) send one event, the latest.
 */
export function createDispatchingInspector(host: () => HTMLElement): Inspector {
  const inner = createInspector()
  const pending = new Map<string, InspectedMachine>()
  let frame = 0

  const flush = () => {
    frame = 0
    const snapshots = [...pending.values()]
    pending.clear()
    for (const snapshot of snapshots)
      host().dispatchEvent(
        new CustomEvent<StateChangeDetail>("statechange", {
          bubbles: true,
          composed: true,
          detail: stateChangeDetail(snapshot),
        }),
      )
  }

  return {
    ...inner,
    publish(key, snapshot) {
      const entry = inner.publish(key, snapshot)
      inspectors.set(host(), inner)
      pending.set(key, entry)
      if (!frame) frame = requestAnimationFrame(flush)
      return entry
    },
    remove(key) {
      inner.remove(key)
      pending.delete(key)
    },
  }
}
