import { createContext, useContext } from "react"
import type { DemoLog } from "./demo-log"
import type { Inspector, MachineEvent } from "./inspector"

/**
 * A replay in progress, as the demo's copy being replayed sees it (the demo host provides it
 * around that copy; the live copy has none). Each machine of the copy registers itself, in
 * mount order, so the replayer (../replay/replayer.ts) can feed it its recorded events; until
 * then, and after, the copy ignores its own input and timers: it is a still picture.
 */
export interface ReplayMachine {
  label: string
  /** 0 for the first machine of the copy with this label, as recordings count them. */
  occurrence: number
  /** zag's own send: the events the replayer feeds. */
  send: (event: MachineEvent) => void
  started: () => boolean
  read: () => { state: unknown; context: Record<string, unknown> }
}

export interface ReplaySession {
  /** Distinct per replay: the host mounts a fresh copy for each. */
  id: number
  /** Where the copy's machines publish, so the live history is left as it was. */
  inspector: Inspector
  /** The copy's log: what it logs while replayed is not news. */
  log: DemoLog
  register(machine: Omit<ReplayMachine, "occurrence">): void
  machines: ReplayMachine[]
}

export const ReplaySessionContext = createContext<ReplaySession | null>(null)

export const useReplaySession = () => useContext(ReplaySessionContext)
