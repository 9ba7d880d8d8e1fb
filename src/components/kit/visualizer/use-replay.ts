import { useMemo, useState, useSyncExternalStore } from "react"
import { useDemoEnvironment } from "../runtime/demo-environment"
import type { InspectedMachine, MachineStep } from "../runtime/inspector"
import { replayControlOf } from "../runtime/replay-control"
import { replayabilityOf, type Replayability } from "../replay/replayability"
import { replayTo, showLive } from "../replay/replayer"

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
  const replayable = steps.filter((step) => replayability.get(step.index)?.replayable)

  const show = (index: number) => {
    setProblem("")
    replayTo(inspector, entry, index).catch((error: Error) => {
      if (error.name === "ReplayError" && /took this one's place/.test(error.message)) return
      setProblem(error.message)
    })
  }
  /**
   * The nearest replayable step before (-1) or after (+1) the one shown. Live shows what the
   * newest step left, so Earlier from Live is the step before it: a step that looks like
   * Live would seem to do nothing.
   */
  const neighbour = (direction: -1 | 1) => {
    const from = shownHere ?? steps.at(-1)?.index ?? Infinity
    const candidates = replayable.filter((step) =>
      direction < 0 ? step.index < from : step.index > from,
    )
    return (direction < 0 ? candidates.at(-1) : candidates[0])?.index ?? null
  }

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
