import type { InspectedMachine } from "../../components/kit/runtime/inspector"
import { toJson } from "../../components/kit/runtime/json-value"
import type { StateChangeDetail } from "../api/event-types"

/** `statechange`'s detail for one published snapshot, as JSON values. */
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
