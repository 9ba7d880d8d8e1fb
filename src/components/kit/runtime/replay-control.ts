import type { ComponentType, ReactNode } from "react"
import type { DemoEnvironment } from "./demo-environment"
import type { ReplaySession } from "./replay-session"

/** What the demo host hands the replay's stage: the demo's copy is `children`. */
export interface ReplayStageProps {
  view: ReplayView
  environment: DemoEnvironment
  onLive: () => void
  children: ReactNode
}

/**
 * What the demo host shows: the live demo (null), or a replayed copy of it. The scrubber and
 * `element.replay(n)` set it through the replayer; the host renders it; the history reads it
 * to say which step is shown. One per demo, found by the demo's (live) inspector.
 */
export interface ReplayView {
  session: ReplaySession
  /** Renders the copy (replay-stage.tsx): it comes with the replayer, not with the host. */
  Stage: ComponentType<ReplayStageProps>
  /** The machine whose step is shown, and that step's index in its history. */
  label: string
  step: number
  /** The index of the machine's newest step when the replay began. */
  total: number
  /** False while the replayer feeds the copy its events; true once it shows the step. */
  shown: boolean
  /** Set when the replayed state or context differs from the recorded one. */
  difference?: string
}

export interface ReplayControl {
  get(): ReplayView | null
  set(view: ReplayView | null): void
  subscribe(listener: () => void): () => void
}

const controls = new WeakMap<object, ReplayControl>()

export function replayControlOf(inspector: object): ReplayControl {
  let control = controls.get(inspector)
  if (control) return control
  let view: ReplayView | null = null
  const listeners = new Set<() => void>()
  control = {
    get: () => view,
    set(next) {
      view = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  controls.set(inspector, control)
  return control
}
