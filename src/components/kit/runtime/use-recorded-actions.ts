import { useId, useLayoutEffect, useRef } from "react"
import { useDemoEnvironment } from "./demo-environment"
import { recordEvent, startRecording, type Recording } from "./recording"
import { useReplaySession } from "./replay-session"

/** The label a demo's own actions are recorded under, beside its machines'. */
export const DEMO_ACTIONS = "demo actions"

/**
 * For a demo whose widget changes by more than its machines' events: the toast demo's buttons
 * call the toast store, whose toasts zag's group machine takes from a subscription, not from
 * events. Each named action goes on the demo's tape like a machine's event (live), and a
 * replay calls it again at its place (in a replayed copy, the demo's own calls do nothing:
 * the copy is a still picture). The actions take no arguments, so the tape holds all of them.
 */
export function useRecordedActions<A extends Record<string, () => void>>(actions: A): A {
  const { inspector } = useDemoEnvironment()
  const replay = useReplaySession()
  const id = useId()
  const latest = useRef(actions)
  latest.current = actions
  const recording = useRef<Recording | null>(null)
  // Once committed, as useDemoMachine records a machine.
  useLayoutEffect(() => {
    if (!replay) {
      recording.current = startRecording(inspector, DEMO_ACTIONS, id, {})
      return
    }
    replay.register({
      label: DEMO_ACTIONS,
      send: (event) => latest.current[event.type]?.(),
      started: () => true,
      read: () => ({ state: null, context: {} }),
    })
    // Once: the demo's actions are one tape for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return Object.fromEntries(
    Object.keys(actions).map((name) => [
      name,
      () => {
        if (!recording.current) return
        recordEvent(recording.current, { type: name }, "input")
        latest.current[name]!()
      },
    ]),
  ) as A
}
