import type { Machine, MachineSchema, Service } from "@zag-js/core"
import { useMachine } from "@zag-js/react"
import { useEffect, useId, useRef } from "react"
import { useDemoEnvironment } from "./demo-environment"
import { appendEvent, type MachineEvent } from "./inspector"
import { useTracedSend } from "./traced-send"

interface Inspectable<T extends MachineSchema> {
  machine: Machine<T>
  /** Context keys, learnt the first time zag builds the context (zag offers no listing). */
  contextKeys: string[]
}

// One wrapper per machine definition, shared by every demo instance that runs it.
const inspectables = new WeakMap<object, Inspectable<MachineSchema>>()

function inspectable<T extends MachineSchema>(machine: Machine<T>): Inspectable<T> {
  const known = inspectables.get(machine)
  if (known) return known as unknown as Inspectable<T>
  const entry: Inspectable<T> = { machine, contextKeys: [] }
  entry.machine = {
    ...machine,
    context(params) {
      const context = machine.context!(params)
      if (entry.contextKeys.length === 0) entry.contextKeys = Object.keys(context)
      return context
    },
  }
  if (!machine.context) entry.machine = machine
  inspectables.set(machine, entry as unknown as Inspectable<MachineSchema>)
  return entry
}

export interface DemoMachineOptions {
  /** Names this machine in the Visualizer when a demo runs more than one. */
  label?: string
}

/**
 * `useMachine` for demos: gives the machine the root node of wherever the demo is mounted
 * (zag's focus, positioning and outside-click logic need it inside a shadow root), a unique
 * id, and publishes state, context and recent events to the Visualizer.
 */
export function useDemoMachine<T extends MachineSchema>(
  machine: Machine<T>,
  props: Partial<T["props"]>,
  options: DemoMachineOptions = {},
): Service<T> {
  const environment = useDemoEnvironment()
  const key = useId()
  const { machine: wrapped, contextKeys } = inspectable(machine)
  const service = useMachine(wrapped, {
    id: key,
    getRootNode: environment.getRootNode,
    ...props,
  } as Partial<T["props"]>)

  const events = useRef<MachineEvent[]>([])
  const label = options.label ?? "machine"
  const { inspector } = environment

  const alive = useRef(true)
  const publish = () => {
    if (!alive.current) return
    events.current = appendEvent(events.current, service.event.current() as MachineEvent)
    const context: Record<string, unknown> = {}
    for (const name of contextKeys) context[name] = service.context.get(name as never)
    inspector.publish(key, {
      label,
      state: service.state.get(),
      context,
      events: events.current,
      // The definition, not the wrapper: the chart reads its states and transitions.
      machine,
    })
  }
  // Publishes after every render: a machine re-renders its demo on each state or context change.
  useEffect(publish)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
      inspector.remove(key)
    }
  }, [inspector, key])

  // Events that change neither state nor context render nothing: the traced send reports them.
  return useTracedSend(service, (event) => {
    if (service.event.current() === event && events.current.at(-1) !== event) publish()
  })
}
