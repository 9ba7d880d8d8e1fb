import { useMemo, useState, useSyncExternalStore } from "react"
import { useDemoEnvironment } from "../runtime/demo-environment"
import type { InspectedMachine, MachineStep } from "../runtime/inspector"
import { replayControlOf } from "../runtime/replay-control"
import { replayabilityOf, type Replayability } from "../replay/replayability"
import { replayTo, showLive } from "../replay/replayer"
import { neighbourStep } from "../replay/step-neighbours"

/**
 * The scrubber's state for one machine's history: which steps can be replayed, which step the
 * demo shows (null: live), and the commands that change it. Replays supersede each other.
 */
export function useReplay(entry: InspectedMachine, steps: readonly MachineStep[]) {
  const { inspector } = useDemoEnvironment()
  const control = replayControlOf(inspector)
  const view = useSyncExternalStore(control.subscribe, control.get)
  const [problem, setProblem] = useState("")
  const replayability = useMemo(
    () => new Map(steps.map((step) => [step.index, replayabilityOf(entry, step)])),
    [steps, entry],
  )
  const shownHere = view && view.label === entry.label ? view.step : null

  const show = (index: number) => {
    setProblem("")
    replayTo(inspector, entry, index).catch((error: Error) => {
      if (error.name === "ReplayError" && /took this one's place/.test(error.message)) return
      setProblem(error.message)
    })
  }
  const neighbour = (direction: -1 | 1) =>
    neighbourStep(
      steps,
      (step) => replayability.get(step.index)?.replayable === true,
      shownHere,
      direction,
    )

  return {
    view,
    shownHere,
    problem,
    replayabilityOf: (step: MachineStep): Replayability | undefined =>
      replayability.get(step.index),
    show,
    neighbour,
    live: () => {
      setProblem("")
      showLive(inspector)
    },
  }
}
