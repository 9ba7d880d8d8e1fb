import { liveStageOf } from "../../components/kit/accessibility/demo-stage"
import { pressedKeysOf } from "../../components/kit/accessibility/pressed-keys"
import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { InspectedMachine } from "../../components/kit/runtime/inspector"
import { toJson } from "../../components/kit/runtime/json-value"
import { attributeValuesOf, changedAttributes } from "../../components/kit/runtime/setting-changes"
import type { ControlsChangeDetail, DemoLogDetail, StateChangeDetail } from "../api/event-types"
import type { DeferredModule } from "../runtime/deferred-module"

/**
 * What every element runs once its widget is up (fetched after the first render, see
 * runtime/deferred-extras.ts): the JSON of event details, and the key record behind
 * `keytried`. A Controls edit's event waits for it too (the toolbar comes after the first
 * render anyway).
 */
export { toJson }

/** A CustomEvent whose detail is computed the first time a listener reads it, then kept. */
class LazyDetailEvent<T> extends CustomEvent<T> {
  #detail: { value: T } | null = null
  readonly #compute: () => T

  constructor(type: string, compute: () => T) {
    super(type, { bubbles: true, composed: true })
    this.#compute = compute
  }

  override get detail(): T {
    this.#detail ??= { value: this.#compute() }
    return this.#detail.value
  }
}

/** A machine's latest publish, and the state its latest event left (none for its first). */
export interface StateChange {
  entry: InspectedMachine
  from?: unknown
}

/**
 * `statechange`, one per machine that published since the last (runtime/element-events.ts);
 * empties `changes`.
 */
export function dispatchStateChanges(host: HTMLElement, changes: Set<StateChange>) {
  const sent = [...changes]
  changes.clear()
  for (const change of sent)
    host.dispatchEvent(
      new LazyDetailEvent<StateChangeDetail>("statechange", () => stateChangeDetail(change)),
    )
}

export function dispatchDemoLog(host: HTMLElement, message: string, details: unknown[]) {
  host.dispatchEvent(
    new LazyDetailEvent<DemoLogDetail>("demolog", () => ({
      message,
      details: details.map(toJson),
    })),
  )
}

export function dispatchControlsChange(
  host: HTMLElement,
  schema: ControlSchema,
  values: Record<string, unknown>,
) {
  host.dispatchEvent(
    new LazyDetailEvent<ControlsChangeDetail>("controlschange", () =>
      controlsChangeDetail(schema, values),
    ),
  )
}

/** `statechange`'s detail for one machine's latest publish, as JSON values. */
function stateChangeDetail({ entry, from }: StateChange): StateChangeDetail {
  const last = entry.events[entry.events.length - 1]
  const state = toJson(entry.state)
  return {
    machine: entry.label,
    state,
    context: toJson(entry.context) as StateChangeDetail["context"],
    event: last ? toJson(last) : null,
    from: last && from !== undefined ? toJson(from) : null,
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
