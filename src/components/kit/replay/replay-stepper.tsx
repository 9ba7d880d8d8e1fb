import { useLayoutEffect, useRef, useSyncExternalStore } from "react"
import type { Inspector } from "../runtime/inspector"
import type { ReplayView } from "../runtime/replay-control"
import { replayabilityOf } from "./replayability"
import { replayedMachines } from "./replayed-machine"
import { neighbourStep } from "./step-neighbours"
import { StepButton } from "./step-button"

type Direction = "earlier" | "later"

/**
 * The button that asked for the step now being replayed, per demo (by its live inspector).
 * Each replay mounts a fresh stage, so the focused button goes with the old one: the new
 * stage gives focus to its own, and the next step stays one key press away.
 */
const askedBy = new WeakMap<Inspector, Direction>()

interface ReplayStepperProps {
  view: ReplayView
  /** The live demo's inspector: its history is what the buttons step through. */
  inspector: Inspector
  onLive: () => void
}

/**
 * The replay's status and its Earlier, Later and Live buttons, under the replayed widget: the
 * reader steps with the widget in sight, wherever the Visualizer's history is on the page.
 */
export function ReplayStepper({ view, inspector, onLive }: ReplayStepperProps) {
  const snapshots = useSyncExternalStore(inspector.subscribe, inspector.getSnapshots)
  const target = replayedMachines.get(view.session)
  const entry = target && snapshots.find((machine) => machine.recording === target.recording)
  const neighbour = (direction: -1 | 1) =>
    entry
      ? neighbourStep(
          entry.steps,
          (step) => replayabilityOf(entry, step).replayable,
          view.step,
          direction,
        )
      : null
  const buttons = {
    earlier: useRef<HTMLButtonElement>(null),
    later: useRef<HTMLButtonElement>(null),
  }
  useLayoutEffect(() => {
    const direction = askedBy.get(inspector)
    askedBy.delete(inspector)
    // Where it was: the stage replaced its predecessor in place, so nothing needs scrolling.
    if (direction) buttons[direction].current?.focus({ preventScroll: true })
    // Only as this stage mounts: later renders are this replay's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const step = (direction: Direction, index: number) => {
    if (!target) return
    askedBy.set(inspector, direction)
    target.show(index)
  }

  return (
    <div className="sb-replay-banner" role="group" aria-label="Replayed step">
      <p role="status" className="sb-replay-banner-status">
        {view.shown
          ? `Showing step ${view.step} of ${view.total}${view.difference ? ` (differs from the recording: ${view.difference})` : ""}`
          : `Replaying to step ${view.step}…`}
      </p>
      <StepButton
        ref={buttons.earlier}
        direction={-1}
        step={neighbour(-1)}
        onShow={(index) => step("earlier", index)}
      />
      <StepButton
        ref={buttons.later}
        direction={1}
        step={neighbour(1)}
        onShow={(index) => step("later", index)}
      />
      <button type="button" onClick={onLive}>
        Live
      </button>
    </div>
  )
}
