import { MachineStatus, type Machine, type MachineSchema, type Service } from "@zag-js/core"
import { useMachine } from "@zag-js/react"
import { useEffect, useId, useLayoutEffect, useRef } from "react"
import { useDemoEnvironment } from "./demo-environment"
import { withDiscreteUpdates } from "./discrete-updates"
import { appendEvent, type MachineEvent } from "./inspector"
import { clearSendRoute, setSendRoute, withRoutedSends } from "./machine-sends"
import { recordEvent, startRecording, type Recording } from "./recording"
import { useReplaySession } from "./replay-session"
import { useTracedSend } from "./traced-send"
import { useVisualizerEntry } from "./use-visualizer-entry"

interface Inspectable<T extends MachineSchema> {
  machine: Machine<T>
  /** Context keys, learnt the first time zag builds the context (zag offers no listing). */
  contextKeys: string[]
}

// One wrapper per machine definition, shared by every demo instance that runs it: it renders
// context changes at once (see discrete-updates.ts) and learns the context keys.
const inspectables = new WeakMap<object, Inspectable<MachineSchema>>()

function inspectable<T extends MachineSchema>(machine: Machine<T>): Inspectable<T> {
  const known = inspectables.get(machine)
  if (known) return known as unknown as Inspectable<T>
  const discrete = withRoutedSends(withDiscreteUpdates(machine))
  const entry: Inspectable<T> = { machine: discrete, contextKeys: [] }
  if (discrete.context) {
    const context = discrete.context
    entry.machine = {
      ...discrete,
      context(params) {
        const bindables = context(params)
        if (entry.contextKeys.length === 0) entry.contextKeys = Object.keys(bindables)
        return bindables
      },
    }
  }
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
  // Keep the entry, not its key list: on a definition's first mount the keys are learnt inside
  // this very `useMachine` call, so a list read before it would stay empty until the next render.
  const inspected = inspectable(machine)
  const service = useMachine(inspected.machine, {
    id: key,
    getRootNode: environment.getRootNode,
    ...props,
  } as Partial<T["props"]>)

  const events = useRef<MachineEvent[]>([])
  const label = options.label ?? "machine"
  const publishEntry = useVisualizerEntry()
  const replay = useReplaySession()
  const readContext = () => {
    const context: Record<string, unknown> = {}
    for (const name of inspected.contextKeys) context[name] = service.context.get(name as never)
    return context
  }
  const read = useRef(() => ({ state: service.state.get(), context: readContext() }))
  read.current = () => ({ state: service.state.get(), context: readContext() })

  // Live, every event the machine is sent goes on its tape, for replays; in a replay's copy
  // the machine registers with the replayer instead, and drops what it would send itself.
  // Both once the machine is committed (a render React discards must not count), and before
  // it starts: zag starts it in a microtask queued by its own layout effect.
  const recording = useRef<Recording | null>(null)
  const { refs } = service
  useLayoutEffect(() => {
    if (replay) {
      replay.register({
        label,
        send: service.send,
        started: () => service.getStatus() === MachineStatus.Started,
        read: () => read.current(),
      })
      return () => clearSendRoute(refs)
    }
    // The id zag prefixes the parts' ids with: the demo's own (a toast's), else ours.
    const id = (props as { id?: unknown }).id
    const tape = startRecording(
      environment.inspector,
      label,
      typeof id === "string" ? id : key,
      machine,
    )
    recording.current = tape
    return () => {
      clearSendRoute(refs)
      tape.ended = true
    }
    // Once per machine: its label and id are those it mounted with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  setSendRoute(refs, (event) => {
    if (recording.current) recordEvent(recording.current, event, "machine")
    return !replay
  })

  // A traced send may report after unmount; a removed entry must not come back.
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])
  const publish = () => {
    if (!alive.current) return
    events.current = appendEvent(events.current, service.event.current() as MachineEvent)
    const context = readContext()
    // The definition, not the wrapper: the chart reads its states and transitions.
    publishEntry({
      label,
      state: service.state.get(),
      context,
      events: events.current,
      machine,
      ...(recording.current && { recording: recording.current }),
    })
  }
  // Publishes after every render: a machine re-renders its demo on each state or context change.
  useEffect(publish)

  // Events that change neither state nor context render nothing: the traced send reports them.
  return useTracedSend(
    service,
    (event) => {
      if (service.event.current() === event && events.current.at(-1) !== event) publish()
    },
    // A replayed copy is a still picture: the demo's input does not reach its machines.
    replay
      ? null
      : (event) => {
          if (recording.current) recordEvent(recording.current, event as MachineEvent, "input")
        },
  )
}
