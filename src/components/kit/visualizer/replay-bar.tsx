import { StepButton } from "../replay/step-button"
import type { useReplay } from "./use-replay"

interface ReplayBarProps {
  replay: ReturnType<typeof useReplay>
  label: string
  /** The index of the machine's newest step. */
  total: number
}

/**
 * The scrubber's controls under a machine's history: the step before or after the one shown
 * (skipping those that cannot be replayed), and Live. Its status says what the demo shows,
 * in words, for every machine of the demo: "Showing step 7 of 20", or "Live".
 */
export function ReplayBar({ replay, label, total }: ReplayBarProps) {
  const { view, shownHere } = replay
  const status = !view
    ? "Live."
    : view.label !== label
      ? `Showing step ${view.step} of ${view.total} of ${view.label}.`
      : view.shown
        ? `Showing step ${view.step} of ${view.total}${view.difference ? `, which differs from the recording (${view.difference})` : ""}.`
        : `Replaying to step ${view.step} of ${view.total}…`
  return (
    <div className="sb-replay-bar" role="group" aria-label="Replay">
      <StepButton direction={-1} step={replay.neighbour(-1)} onShow={replay.show} />
      <StepButton direction={1} step={replay.neighbour(1)} onShow={replay.show} />
      <button type="button" aria-pressed={!view} onClick={replay.live}>
        Live
      </button>
      <p role="status" className="sb-muted sb-replay-status">
        {status}
        {shownHere === null && view === null && total > 0 ? ` ${total} steps recorded.` : ""}
        {replay.problem && ` ${replay.problem}`}
      </p>
    </div>
  )
}
