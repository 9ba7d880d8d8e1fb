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
interface StateChange {
  entry: InspectedMachine
  from?: unknown
}

/** What each element's machines last published, by their inspector keys. */
const lastChanges = new WeakMap<HTMLElement, Map<string, StateChange>>()

/**
 * `statechange` after a frame's publishes (`published`, which this empties; in order): one
 * event per machine still running (in `live`), its latest, `from` the state its latest event
 * left, as several steps in one frame (a drag) send one event.
 */
export function dispatchStateChanges(
  host: HTMLElement,
  published: InspectedMachine[],
  live: readonly InspectedMachine[],
) {
  const last = lastChanges.get(host) ?? new Map<string, StateChange>()
  lastChanges.set(host, last)
  const latest = new Map<string, StateChange>()
  for (const entry of published.splice(0)) {
    const previous = last.get(entry.key)
    const event = entry.events.at(-1)
    const isNew = event !== undefined && event !== previous?.entry.events.at(-1)
    const change = { entry, from: isNew ? previous?.entry.state : previous?.from }
    last.set(entry.key, change)
    // Ordered by each machine's latest publish.
    latest.delete(entry.key)
    latest.set(entry.key, change)
  }
  const running = new Set(live.map((entry) => entry.key))
  for (const key of last.keys()) if (!running.has(key)) last.delete(key)
  for (const [key, change] of latest)
    if (running.has(key))
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
