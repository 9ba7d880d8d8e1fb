import type { MachineStep } from "../runtime/inspector"

/**
 * The nearest replayable step before (-1) or after (+1) the step shown, or null when there is
 * none. Live (`shown` null) shows what the newest step left, so Earlier from Live is the step
 * before the newest: a step that looks like Live would seem to do nothing.
 */
export function neighbourStep(
  steps: readonly MachineStep[],
  replayable: (step: MachineStep) => boolean,
  shown: number | null,
  direction: -1 | 1,
): number | null {
  const from = shown ?? steps.at(-1)?.index ?? Infinity
  const candidates = steps.filter(
    (step) => replayable(step) && (direction < 0 ? step.index < from : step.index > from),
  )
  return (direction < 0 ? candidates.at(-1) : candidates[0])?.index ?? null
}
