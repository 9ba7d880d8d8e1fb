import type { Machine, MachineSchema } from "@zag-js/core"
import type { MachineEvent } from "./inspector"

/**
 * The events a machine sends itself (from its actions, effects and watchers: a timer, a
 * document listener, a follow-up event) never pass through the service a demo holds, so the
 * recorder would miss them. zag hands every implementation its `send` in `params`; this
 * wraps each implementation so that `send` asks the machine's route first. A route records
 * the event (live) or drops it (in a replay, where the tape already holds every event the
 * machine sent itself, at its place). Routes are keyed by the machine's id (`params.scope.id`),
 * since one wrapped definition serves every instance.
 */

/** Returns whether the machine may handle the event it sent itself. */
export type SendRoute = (event: MachineEvent) => boolean

const routes = new Map<string, SendRoute>()

export function setSendRoute(machineId: string, route: SendRoute) {
  routes.set(machineId, route)
}

export function clearSendRoute(machineId: string) {
  routes.delete(machineId)
}

interface SendParams {
  send: (event: MachineEvent) => void
  scope: { id?: string }
}

function routed<P extends SendParams>(params: P): P {
  const route = params.scope.id === undefined ? undefined : routes.get(params.scope.id)
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
