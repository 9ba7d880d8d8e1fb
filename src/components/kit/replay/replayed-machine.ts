import type { Recording } from "../runtime/recording"
import type { ReplaySession } from "../runtime/replay-session"

/** The live machine a replay shows a step of, and how to show another of its steps. */
export interface ReplayedMachine {
  recording: Recording
  show(index: number): void
}

/**
 * Set by the replayer for each session, read by the stage's step buttons: the replayer imports
 * the stage, so the stage reaches the replayer through this rather than importing it back.
 */
export const replayedMachines = new WeakMap<ReplaySession, ReplayedMachine>()
