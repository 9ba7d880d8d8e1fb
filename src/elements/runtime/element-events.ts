import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { DemoEnvironment } from "../../components/kit/runtime/demo-environment"
import { createDemoLog } from "../../components/kit/runtime/demo-log"
import {
  createInspector,
  type InspectedMachine,
  type Inspector,
} from "../../components/kit/runtime/inspector"
import { LOG } from "../api/element-api"
import type { ControlsChangeDetail, DemoLogDetail, StateChangeDetail } from "../api/event-types"
import type { ShellElement } from "../define/element-class"
import { eventExtras } from "./deferred-extras"
import { readFlag } from "./element-options"

/*
 * The events a demo element dispatches from its runtime: `statechange` (its inspector),
 * `demolog` (its log) and `controlschange` (its settings); `keytried` starts with the extras.
 * They bubble and are composed, so a listener on the document hears them. Their details are
 * JSON made by code fetched after the widget's first render (extras/event-extras.ts): a page
 * that does not listen pays for none of it, and a failure to fetch it leaves the events
 * unsent, never the demo (the element has warned).
 */

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

/**
 * What the element's demo runs in (see the kit's demo-environment.tsx): its shadow root, and
 * a log and an inspector that also tell the host page. Log lines reach the console only with
 * the `log` attribute: an embed is quiet in its host's console.
 */
export function elementEnvironment(host: ShellElement): DemoEnvironment {
  const tag = `<${host.localName}>`
  return {
    getRootNode: () => host.container,
    logPrefix: tag,
    log: createDemoLog((message, details) => {
      // Lines keep their order: each waits for the same module.
      eventExtras.load().then(
        ({ toJson }) =>
          host.dispatchEvent(
            new LazyDetailEvent<DemoLogDetail>("demolog", () => ({
              message,
              details: details.map(toJson),
            })),
          ),
        () => {},
      )
      if (readFlag(host, LOG, host.getAttribute(LOG), (warning) => host.warn(warning)))
        console.log(`${tag} ${message}`, ...details)
    }),
    inspector: dispatchingInspector(host),
  }
}

/**
 * An inspector that also tells the host page: after a machine publishes, its element
 * dispatches `statechange`. Publishes land in effects, never in render; several in one frame
 * (a drag) send one event, the latest.
 */
function dispatchingInspector(host: HTMLElement): Inspector {
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
          host.dispatchEvent(
            new LazyDetailEvent<StateChangeDetail>("statechange", () =>
              stateChangeDetail(snapshot),
            ),
          )
      },
      () => pending.clear(),
    )
  }

  return {
    ...inner,
    publish(key, snapshot) {
      const entry = inner.publish(key, snapshot)
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

/** `controlschange`, after a Controls edit: the settings that now differ from the defaults. */
export function dispatchControlsChange(
  host: HTMLElement,
  schema: ControlSchema,
  values: Record<string, unknown>,
) {
  eventExtras.load().then(
    ({ controlsChangeDetail }) =>
      host.dispatchEvent(
        new LazyDetailEvent<ControlsChangeDetail>("controlschange", () =>
          controlsChangeDetail(schema, values),
        ),
      ),
    () => {},
  )
}
