import { createDemoLog } from "../runtime/demo-log"
import { createInspector, type InspectedMachine, type MachineStep } from "../runtime/inspector"
import { toJson, type JsonValue } from "../runtime/json-value"
import { recordingsOf, type Recording, type TapeEntry } from "../runtime/recording"
import { replayControlOf } from "../runtime/replay-control"
import {
  createReplaySession,
  type ReplayMachine,
  type ReplaySession,
} from "../runtime/replay-session"
import { CLOCK_CONTEXT, replayabilityOf } from "./replayability"

/**
 * Rebuilds a demo at one step of its history: the host mounts a fresh, inert copy of the
 * demo (demo-host.tsx), and this feeds the copy's machines every event the live machines
 * were sent up to that step, in the order they were handled, each left to settle before the
 * next. The live demo runs on out of sight meanwhile, still recording; `showLive` shows it.
 */

/** What a replay rebuilt: the machine's state and context at the step, as plain JSON. */
export interface ReplayOutcome {
  machine: string
  step: number
  state: JsonValue
  context: { [key: string]: JsonValue }
  /** What differs from the recording (`"state, context.value"`), or null when nothing does. */
  difference: string | null
}

/** A step that cannot be shown: out of range, or not replayable (the message says why). */
export class ReplayError extends Error {
  override name = "ReplayError"
}

/** How long a machine of the copy may take to mount (a toast the copy creates, say). */
const MOUNT_TIMEOUT = 2000

/** The step of a machine's history with that index; 0 is the machine as it started. */
export function stepOf(entry: InspectedMachine, index: number): MachineStep | null {
  const last = entry.lastStep?.index ?? 0
  if (!Number.isInteger(index) || index < 0 || index > last)
    throw new ReplayError(
      `${entry.label}: there is no step ${String(index)} (its steps run from 0, the start, to ${last}).`,
    )
  if (index === 0) return null
  const step = entry.steps.find((candidate) => candidate.index === index)
  if (!step) throw new ReplayError(`${entry.label}: step ${index} is no longer in the history.`)
  return step
}

/** The tape position to replay to, or why that step cannot be replayed. */
function targetOf(
  entry: InspectedMachine,
  index: number,
): { step: MachineStep | null; seq: number } {
  const step = stepOf(entry, index)
  if (!step) return { step, seq: 0 }
  const replayability = replayabilityOf(step, entry.recording)
  if (!replayability.replayable)
    throw new ReplayError(
      `${entry.label}: step ${index} (${step.event.type}) is not replayable: ${replayability.reason}.`,
    )
  return { step, seq: replayability.entry.seq }
}

/** Shows `entry`'s machine at step `index` (0: as it started); resolves once it does. */
export async function replayTo(
  inspector: object,
  entry: InspectedMachine,
  index: number,
): Promise<ReplayOutcome> {
  const { step, seq } = targetOf(entry, index)
  const control = replayControlOf(inspector)
  const session = createReplaySession(createInspector(), createDemoLog())
  const view = {
    session,
    label: entry.label,
    step: index,
    total: entry.lastStep?.index ?? 0,
    shown: false,
  }
  control.set(view)
  const current = () => control.get()?.session === session
  const fed = recordingsOf(inspector)
    .flatMap((recording) =>
      recording.tape
        .filter((taped) => taped.seq <= seq)
        .map((taped): [Recording, TapeEntry] => [recording, taped]),
    )
    .sort(([, a], [, b]) => a.seq - b.seq)
  const target = entry.recording!
  try {
    await machineOf(session, target, current)
    for (const [recording, taped] of fed) {
      const machine = await machineOf(session, recording, current)
      machine.send(taped.event)
      await settle()
    }
    // What the last events left for the next frames (a tab selected after its focus moved).
    await nextFrames()
    const machine = await machineOf(session, target, current)
    const outcome = compare(entry.label, index, machine, step)
    if (current())
      control.set({ ...view, shown: true, difference: outcome.difference ?? undefined })
    return outcome
  } catch (error) {
    if (current()) control.set(null)
    throw error
  }
}

/** Shows the live demo again (it ran on during the replay). */
export function showLive(inspector: object) {
  replayControlOf(inspector).set(null)
}

/** The copy's machine that replays `recording`, once it has mounted and started. */
async function machineOf(
  session: ReplaySession,
  recording: Recording,
  current: () => boolean,
): Promise<ReplayMachine> {
  const started = performance.now()
  for (;;) {
    if (!current()) throw new ReplayError("A newer replay, or Live, took this one's place.")
    const machine = session.machines.find(
      (candidate) =>
        candidate.label === recording.label && candidate.occurrence === recording.occurrence,
    )
    if (machine?.started()) return machine
    if (performance.now() - started > MOUNT_TIMEOUT)
      throw new ReplayError(
        `The replay could not rebuild ${recording.label}: the demo's copy did not start it.`,
      )
    await settle()
  }
}

/**
 * A task later: zag has handled the event (a microtask) and React has rendered its effects.
 * Not a frame later: live, an event's follow-up (a focus moved in the next frame, and its
 * focus event) comes before what the machine left for that frame; the tape holds the focus
 * event, so it must reach the copy before the frame does.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const nextFrames = async () => {
  for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
  await settle()
}

function compare(
  label: string,
  index: number,
  machine: ReplayMachine,
  step: MachineStep | null,
): ReplayOutcome {
  const { state, context } = machine.read()
  const outcome: ReplayOutcome = {
    machine: label,
    step: index,
    state: toJson(state),
    context: toJson(context) as ReplayOutcome["context"],
    difference: null,
  }
  if (!step) return outcome
  const differences: string[] = []
  if (!same(step.to, state)) differences.push("state")
  for (const [key, value] of Object.entries(step.context)) {
    // A node or a function is the live demo's own (the copy's is another, by design); a
    // clock reading is the moment's own.
    if (value instanceof Node || typeof value === "function" || CLOCK_CONTEXT.has(key)) continue
    if (isMeasurement(value)) continue
    if (!same(value, context[key])) differences.push(`context.${key}`)
  }
  outcome.difference = differences.length > 0 ? differences.join(", ") : null
  return outcome
}

/**
 * A size or a rect the machine measured on the page (a slider thumb's size, a tab indicator's
 * rect): the page's layout at that moment, which no event holds and a replay measures anew.
 */
function isMeasurement(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false
  const keys = Object.keys(value)
  return (
    keys.length > 0 &&
    keys.every((key) => /^(width|height|x|y|left|top|right|bottom)$/.test(key)) &&
    Object.values(value).every((item) => typeof item === "number" || typeof item === "string")
  )
}

const same = (a: unknown, b: unknown) => JSON.stringify(toJson(a)) === JSON.stringify(toJson(b))
