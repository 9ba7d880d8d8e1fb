import { deferredModule } from "./deferred-module"

/**
 * What an element needs only once its widget is up, in chunks of their own (extras/) so the
 * widget's critical path holds the widget alone. None of them imports this module back.
 * - the JSON of `statechange`, `demolog` and `controlschange` details, and the key record
 *   behind `keytried`, fetched after the demo's first render (a page may listen anywhere, so
 *   events always need it);
 * - the keyboard maps behind `keytried`, fetched on the first key pressed in a demo;
 * - the machine graph behind `machineInfo`, fetched when a script asks: `element.ready`, or
 *   a first read of `machineInfo` (null until it is here);
 * - the accessible name code behind `accessibilityInfo`, the same way;
 * - the replayer behind `element.replay(n)`, fetched on its first call.
 */
export const eventExtras = deferredModule(() => import("../extras/event-extras"))

export const machineDescriber = deferredModule(() => import("../extras/machine-info"))

export const accessibilityDescriber = deferredModule(() => import("../extras/accessibility-info"))

export const keyTriedEvents = deferredModule(() => import("../extras/key-tried-events"))

export const elementReplayer = deferredModule(() => import("../extras/replay"))
