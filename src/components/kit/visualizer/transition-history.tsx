import { memo, useState } from "react"
import { useDemoEnvironment } from "../runtime/demo-environment"
import type { InspectedMachine, MachineStep } from "../runtime/inspector"
import { toJson } from "../runtime/json-value"
import { serialize } from "../runtime/serialize"
import type { Replayability } from "../replay/replayability"
import { testScript } from "../replay/test-script"
import { ReplayBar } from "./replay-bar"
import { Line, ShapeView } from "./shape-view"
import { changedState, formatElapsed, stateText } from "./step-text"
import { useReplay } from "./use-replay"

interface TransitionHistoryProps {
  entry: InspectedMachine
  onClear: () => void
}

/**
 * The machine's steps, newest first: `from → EVENT → to` with the time since mount. Events
 * that kept the state are dimmed. Selecting a step shows the context right after it; its
 * Show button replays the demo to it (the scrubber, see replay-bar.tsx), or the row says why
 * it cannot be replayed.
 */
export function TransitionHistory({ entry, onClear }: TransitionHistoryProps) {
  // While paused the list holds still; the inspector keeps recording behind it.
  const [frozen, setFrozen] = useState<readonly MachineStep[] | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [copyStatus, setCopyStatus] = useState("")
  // What the clipboard refused, shown to select and copy by hand.
  const [blocked, setBlocked] = useState<{ what: string; text: string } | null>(null)
  const { getRootNode } = useDemoEnvironment()
  const steps = frozen ?? entry.steps
  const replay = useReplay(entry, steps)
  const selectedStep = steps.find((step) => step.index === selected)
  const behind = frozen ? (entry.lastStep?.index ?? 0) - (frozen.at(-1)?.index ?? 0) : 0
  const count = `${steps.length} ${steps.length === 1 ? "step" : "steps"}`

  const copy = async (what: "JSON" | "a test", text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setBlocked(null)
      setCopyStatus(`Copied ${count} as ${what}.`)
    } catch {
      setBlocked({ what, text })
      const shown = what === "JSON" ? "the JSON" : "the test"
      setCopyStatus(`This page does not allow copying: ${shown} is below to select and copy.`)
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
        <button
          type="button"
          onClick={() => copy("JSON", JSON.stringify(steps.map(stepJson), null, 2))}
          disabled={steps.length === 0}
        >
          Copy as JSON
        </button>
        <button
          type="button"
          onClick={() =>
            copy(
              "a test",
              testScript(
                { ...entry, steps },
                scopeOf(entry, getRootNode()),
                // zag's toast package exports the group's machine under `group`.
                entry.label === "toast group" ? "group.machine" : "machine",
              ),
            )
          }
          disabled={steps.length === 0}
        >
          Copy as test
        </button>
      </div>
      <p role="status" className="sb-muted sb-history-status">
        {frozen ? `Paused${behind > 0 ? `: ${behind} newer not shown` : ""}. ` : ""}
        {copyStatus}
      </p>
      {blocked !== null && (
        <textarea
          className="sb-history-json"
          aria-label={`History as ${blocked.what}`}
          readOnly
          value={blocked.text}
        />
      )}
      <ReplayBar replay={replay} label={entry.label} total={entry.lastStep?.index ?? 0} />
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
              replayability={replay.replayabilityOf(step)}
              shown={step.index === replay.shownHere}
              onShow={replay.show}
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
  replayability: Replayability | undefined
  /** Whether the demo shows this step (a replay). */
  shown: boolean
  onShow: (index: number) => void
}

// Memoised: during a drag only the new row renders, not the hundred before it.
const HistoryRow = memo(function HistoryRow({
  step,
  selected,
  onSelect,
  replayability,
  shown,
  onShow,
}: HistoryRowProps) {
  const changed = changedState(step)
  return (
    <li
      className="sb-history-step"
      data-changed={changed}
      data-replayable={replayability?.replayable ?? false}
      aria-current={shown ? "step" : undefined}
    >
      <button
        type="button"
        aria-pressed={selected}
        title={changed ? undefined : "The state did not change"}
        onClick={() => onSelect(selected ? null : step.index)}
      >
        <span className="sb-history-time">{formatElapsed(step.at)}</span>{" "}
        <span className="sb-history-state">{breakableName(stateText(step.from))}</span>
        <span className="sb-v-punct"> → </span>
        <span className="sb-history-event">{breakableName(step.event.type)}</span>
        <span className="sb-v-punct"> → </span>
        <span className="sb-history-state">{breakableName(stateText(step.to))}</span>
      </button>{" "}
      {replayability?.replayable ? (
        <button
          type="button"
          className="sb-history-show"
          aria-label={`Show step ${step.index} in the demo`}
          aria-pressed={shown}
          onClick={() => onShow(step.index)}
        >
          Show
        </button>
      ) : (
        <span className="sb-history-skip">
          not replayable: {replayability?.reason ?? "not recorded"}
        </span>
      )}
    </li>
  )
})

/**
 * A dotted name ("open.interacting", "TRIGGER.CLICK") that may wrap after a dot, so a narrow
 * panel breaks it between its words rather than inside one.
 */
function breakableName(name: string) {
  return name
    .split(".")
    .flatMap((part, index) => (index === 0 ? [part] : [".", <wbr key={index} />, part]))
}

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

/** The zag package a machine comes from, read off its parts' `data-scope` (ids start with its id). */
function scopeOf(entry: InspectedMachine, root: ParentNode): string {
  const id = entry.recording?.machineId
  const parts = [...root.querySelectorAll<HTMLElement>("[data-scope]")]
  const part = id ? parts.find((element) => element.id.includes(id)) : undefined
  return part?.dataset.scope ?? parts[0]?.dataset.scope ?? "unknown"
}
