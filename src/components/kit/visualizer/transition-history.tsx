import { memo, useState } from "react"
import type { InspectedMachine, MachineStep } from "../runtime/inspector"
import { toJson } from "../runtime/json-value"
import { serialize } from "../runtime/serialize"
import { Line, ShapeView } from "./shape-view"
import { changedState, formatElapsed, stateText } from "./step-text"

interface TransitionHistoryProps {
  entry: InspectedMachine
  onClear: () => void
}

/**
 * The machine's steps, newest first: `from → EVENT → to` with the time since mount. Events
 * that kept the state are dimmed. Selecting a step shows the context right after it.
 */
export function TransitionHistory({ entry, onClear }: TransitionHistoryProps) {
  // While paused the list holds still; the inspector keeps recording behind it.
  const [frozen, setFrozen] = useState<readonly MachineStep[] | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [copyStatus, setCopyStatus] = useState("")
  const [blockedJson, setBlockedJson] = useState<string | null>(null)
  const steps = frozen ?? entry.steps
  const selectedStep = steps.find((step) => step.index === selected)
  const behind = frozen ? (entry.lastStep?.index ?? 0) - (frozen.at(-1)?.index ?? 0) : 0

  const copy = async () => {
    const json = JSON.stringify(steps.map(stepJson), null, 2)
    try {
      await navigator.clipboard.writeText(json)
      setBlockedJson(null)
      setCopyStatus(`Copied ${steps.length} ${steps.length === 1 ? "step" : "steps"} as JSON.`)
    } catch {
      setBlockedJson(json)
      setCopyStatus("This page does not allow copying: the JSON is below to select and copy.")
    }
  }

  return (
    <section className="sb-history" aria-label="History">
      <div className="sb-history-bar">
        <button
          type="button"
          aria-pressed={frozen !== null}
          onClick={() => setFrozen(frozen ? null : entry.steps)}
        >
          Pause
        </button>
        <button
          type="button"
          onClick={() => {
            onClear()
            setSelected(null)
            if (frozen) setFrozen([])
          }}
        >
          Clear
        </button>
        <button type="button" onClick={copy} disabled={steps.length === 0}>
          Copy as JSON
        </button>
      </div>
      <p role="status" className="sb-muted sb-history-status">
        {frozen ? `Paused${behind > 0 ? `: ${behind} newer not shown` : ""}. ` : ""}
        {copyStatus}
      </p>
      {blockedJson !== null && (
        <textarea
          className="sb-history-json"
          aria-label="History as JSON"
          readOnly
          value={blockedJson}
        />
      )}
      {steps.length === 0 ? (
        <p className="sb-muted">No transitions yet: use the demo.</p>
      ) : (
        <ol className="sb-history-list" aria-label="Transitions, newest first">
          {steps.toReversed().map((step) => (
            <HistoryRow
              key={step.index}
              step={step}
              selected={step.index === selected}
              onSelect={setSelected}
            />
          ))}
        </ol>
      )}
      {selectedStep && (
        <section className="sb-code" aria-label={`Context after step ${selectedStep.index}`}>
          <Line name={`context after #${selectedStep.index}`}>
            <ShapeView shape={serialize(selectedStep.context)} />
          </Line>
        </section>
      )}
    </section>
  )
}

interface HistoryRowProps {
  step: MachineStep
  selected: boolean
  onSelect: (index: number | null) => void
}

// Memoised: during a drag only the new row renders, not the hundred before it.
const HistoryRow = memo(function HistoryRow({ step, selected, onSelect }: HistoryRowProps) {
  const changed = changedState(step)
  return (
    <li className="sb-history-step" data-changed={changed}>
      <button
        type="button"
        aria-pressed={selected}
        title={changed ? undefined : "The state did not change"}
        onClick={() => onSelect(selected ? null : step.index)}
      >
        <span className="sb-history-time">{formatElapsed(step.at)}</span>{" "}
        <span className="sb-history-state">{stateText(step.from)}</span>
        <span className="sb-v-punct"> → </span>
        <span className="sb-history-event">{step.event.type}</span>
        <span className="sb-v-punct"> → </span>
        <span className="sb-history-state">{stateText(step.to)}</span>
      </button>
    </li>
  )
})

function stepJson(step: MachineStep) {
  return {
    index: step.index,
    at: Math.round(step.at),
    from: toJson(step.from),
    event: toJson(step.event),
    to: toJson(step.to),
    context: toJson(step.context),
  }
}
