import type { Ref } from "react"

interface StepButtonProps {
  direction: -1 | 1
  /** The step it shows; null when there is none that way. */
  step: number | null
  onShow: (step: number) => void
  ref?: Ref<HTMLButtonElement>
}

/** Earlier or Later: the replayable step before or after the one shown, named in its label. */
export function StepButton({ direction, step, onShow, ref }: StepButtonProps) {
  const name = direction < 0 ? "Earlier" : "Later"
  return (
    <button
      ref={ref}
      type="button"
      // Not `disabled`: the focused button would lose focus on reaching the first step.
      aria-disabled={step === null}
      aria-label={step === null ? `${name} step` : `${name} step: ${step}`}
      onClick={() => step !== null && onShow(step)}
    >
      {direction < 0 && <span aria-hidden="true">◀ </span>}
      {name}
      {direction > 0 && <span aria-hidden="true"> ▶</span>}
    </button>
  )
}
