import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { DemoEnvironment } from "../../components/kit/runtime/demo-environment"
import { createDemoLog } from "../../components/kit/runtime/demo-log"
import {
  createInspector,
  type InspectedMachine,
  type Inspector,
} from "../../components/kit/runtime/inspector"
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
 * An inspector that also tells the host page: after machines publish, its element dispatches
 * `statechange` (extras/event-extras.ts makes the events from every publish of the frame).
 * Publishes land in effects, never in render. Its step recorder is fetched when a history is
 * first read.
 */
function dispatchingInspector(host: HTMLElement): Inspector {
  const inner = createInspector(() =>
    import("../../components/kit/runtime/step-recorder").then((recorder) =>
      recorder.createStepRecorder(),
    ),
  )
  const published: InspectedMachine[] = []
  let frame = 0

  const flush = () => {
    frame = 0
    eventExtras.load().then(
      (extras) => extras.dispatchStateChanges(host, published, inner.getSnapshots()),
      () => (published.length = 0),
    )
  }

  return {
    ...inner,
    publish(key, snapshot) {
      const entry = inner.publish(key, snapshot)
      published.push(entry)
      frame ||= requestAnimationFrame(flush)
      return entry
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
