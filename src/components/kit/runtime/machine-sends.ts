import type { Machine, MachineSchema } from "@zag-js/core"
import type { MachineEvent } from "./inspector"

/**
 * The events a machine sends itself (from its actions, effects and watchers: a timer, a
 * document listener, a follow-up event) never pass through the service a demo holds, so the
 * recorder would miss them. zag hands every implementation its `send` in `params`; this
 * wraps each implementation so that `send` asks the machine's route first. A route records
 * the event (live) or drops it (in a replay, where the tape already holds every event the
 * machine sent itself, at its place). One wrapped definition serves every instance, so routes
 * are keyed by the instance's `refs` (stable for its life, and in every `params`): not by its
 * id, which a demo may set (a toast's is its toast's), the same in a replayed copy.
 */

/** Returns whether the machine may handle the event it sent itself. */
export type SendRoute = (event: MachineEvent) => boolean

const routes = new WeakMap<object, SendRoute>()

/** `refs`: the service's (`service.refs`), the same object zag hands its implementations. */
export function setSendRoute(refs: object, route: SendRoute) {
  routes.set(refs, route)
}

export function clearSendRoute(refs: object) {
  routes.delete(refs)
}

interface SendParams {
  send: (event: MachineEvent) => void
  refs: object
}

function routed<P extends SendParams>(params: P): P {
  const route = routes.get(params.refs)
  if (!route) return params
  return {
    ...params,
    send(event: MachineEvent) {
      if (route(event)) params.send(event)
    },
  }
}

type Implementation = (params: SendParams) => unknown

function wrapAll(implementations: Record<string, Implementation> | undefined) {
  if (!implementations) return implementations
  return Object.fromEntries(
    Object.entries(implementations).map(([name, implementation]) => [
      name,
      (params: SendParams) => implementation(routed(params)),
    ]),
  )
}

/** `machine` whose self-sent events go through their instance's route (see above). */
export function withRoutedSends<T extends MachineSchema>(machine: Machine<T>): Machine<T> {
  const { implementations, watch } = machine
  const wrapped = implementations as
    | { actions?: Record<string, Implementation>; effects?: Record<string, Implementation> }
    | undefined
  return {
    ...machine,
    implementations: implementations && {
      ...implementations,
      actions: wrapAll(wrapped?.actions),
      effects: wrapAll(wrapped?.effects),
    },
    watch: watch && ((params) => watch(routed(params as unknown as SendParams) as never)),
  } as Machine<T>
}
