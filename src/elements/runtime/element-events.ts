import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { DemoEnvironment } from "../../components/kit/runtime/demo-environment"
import { createDemoLog } from "../../components/kit/runtime/demo-log"
import { createInspector, type Inspector } from "../../components/kit/runtime/inspector"
import type { StateChange } from "../extras/event-extras"
import { LOG } from "../api/element-api"
import type { ShellElement } from "../define/element-class"
import { eventExtras } from "./deferred-extras"
import { readFlag } from "./element-options"

/*
 * The events a demo element dispatches from its runtime: `statechange` (its inspector),
 * `demolog` (its log) and `controlschange` (its settings); `keytried` starts with the extras.
 * They bubble and are composed, so a listener on the document hears them. Only what must
 * watch from the demo's first render is here; making and dispatching the events, and their
 * JSON details, is code fetched after that render (extras/event-extras.ts): a failure to fetch
 * it leaves the events unsent, never the demo (the element has warned).
 */

const ignore = () => {}

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
      eventExtras.load().then((extras) => extras.dispatchDemoLog(host, message, details), ignore)
      if (readFlag(host, LOG, host.getAttribute(LOG), (warning) => host.warn(warning)))
        console.log(`${tag} ${message}`, ...details)
    }),
    inspector: dispatchingInspector(host),
  }
}

/**
 * An inspector that also tells the host page: after a machine publishes, its element
 * dispatches `statechange`. Publishes land in effects, never in render; several in one frame
 * (a drag) send one event, the latest, `from` the state its latest event left. Its step
 * recorder is fetched when a history is first read.
 */
function dispatchingInspector(host: HTMLElement): Inspector {
  const inner = createInspector(() =>
    import("../../components/kit/runtime/step-recorder").then((recorder) =>
      recorder.createStepRecorder(),
    ),
  )
  const latest = new Map<string, StateChange>()
  const pending = new Set<StateChange>()
  let frame = 0

  const flush = () => {
    frame = 0
    eventExtras.load().then((extras) => extras.dispatchStateChanges(host, pending), ignore)
  }

  return {
    ...inner,
    publish(key, snapshot) {
      const entry = inner.publish(key, snapshot)
      const previous = latest.get(key)
      const event = snapshot.events.at(-1)
      const change = {
        entry,
        from:
          event && event !== previous?.entry.events.at(-1) ? previous?.entry.state : previous?.from,
      }
      if (previous) pending.delete(previous)
      latest.set(key, change)
      pending.add(change)
      frame ||= requestAnimationFrame(flush)
      return entry
    },
    remove(key) {
      inner.remove(key)
      pending.delete(latest.get(key)!)
      latest.delete(key)
    },
  }
}

/** `controlschange`, after a Controls edit: the settings that now differ from the defaults. */
export function dispatchControlsChange(
  host: HTMLElement,
  schema: ControlSchema,
  values: Record<string, unknown>,
) {
  eventExtras.load().then((extras) => extras.dispatchControlsChange(host, schema, values), ignore)
}
