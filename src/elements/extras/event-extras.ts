import { liveStageOf } from "../../components/kit/accessibility/demo-stage"
import { pressedKeysOf } from "../../components/kit/accessibility/pressed-keys"
import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { InspectedMachine } from "../../components/kit/runtime/inspector"
import { toJson } from "../../components/kit/runtime/json-value"
import { attributeValuesOf, changedAttributes } from "../../components/kit/runtime/setting-changes"
import type { ControlsChangeDetail, StateChangeDetail } from "../api/event-types"
import type { DeferredModule } from "../runtime/deferred-module"

/**
 * What every element runs once its widget is up (fetched after the first render, see
 * runtime/deferred-extras.ts): the JSON of event details, and the key record behind
 * `keytried`. A Controls edit's event waits for it too (the toolbar comes after the first
 * render anyway).
 */
export { toJson }

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

/** `controlschange`'s detail: the settings that differ from the schema's defaults. */
export function controlsChangeDetail(
  schema: ControlSchema,
  values: Record<string, unknown>,
): ControlsChangeDetail {
  return { values: changedAttributes(schema, attributeValuesOf(schema, values)) }
}

/**
 * Records the keys pressed in the demo; each first try of a mapped key becomes `keytried`,
 * whose code and the demo's keyboard map `keyTried` fetches on the first key pressed.
 */
export function watchKeys(
  host: HTMLElement,
  container: ShadowRoot,
  slug: string,
  keyTriedEvents: DeferredModule<typeof import("./key-tried-events")>,
) {
  const stage = liveStageOf(container)
  if (!stage) return
  pressedKeysOf(stage).subscribe((press) =>
    keyTriedEvents.load().then(
      ({ dispatchKeyTried }) => dispatchKeyTried(host, slug, press),
      () => {}, // No keyboard map, no event; the keys still reach the Accessibility tab.
    ),
  )
}
