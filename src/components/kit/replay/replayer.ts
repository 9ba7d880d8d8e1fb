import { createDemoLog, type DemoLog } from "../runtime/demo-log"
import {
  createInspector,
  type InspectedMachine,
  type Inspector,
  type MachineStep,
} from "../runtime/inspector"
import { toJson, type JsonValue } from "../runtime/json-value"
import { recordingsOf, type Recording, type TapeEntry } from "../runtime/recording"
import { createStepRecorder } from "../runtime/step-recorder"
import { replayControlOf } from "../runtime/replay-control"
import { type ReplayMachine, type ReplaySession } from "../runtime/replay-session"
import { holdFrames } from "./held-frames"
import { ReplayStage } from "./replay-stage"
import { replayedMachines } from "./replayed-machine"
import { CLOCK_CONTEXT, LAYOUT_CONTEXT, replayabilityOf, tapeEntryOf } from "./replayability"

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

// Each replay's session has an id of its own: the host mounts a fresh copy for each.
let sessions = 0

/** A replay's session: its machines register in mount order (see replay-session.ts). */
function createReplaySession(inspector: Inspector, log: DemoLog): ReplaySession {
  const machines: ReplayMachine[] = []
  return {
    id: ++sessions,
    inspector,
    log,
    machines,
    register(machine) {
      const occurrence = machines.filter((known) => known.label === machine.label).length
      machines.push({ ...machine, occurrence })
    },
  }
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

/**
 * The tape position to replay to, or why that step cannot be replayed. A step lasts until the
 * machine's next one: what happened meanwhile (a toast the store added, another machine's
 * events) is part of it, as the history's context after the step shows it. So the replay goes
 * up to the event before the next step's, or to the end of the tape for the newest step.
 */
function targetOf(
  entry: InspectedMachine,
  index: number,
): { step: MachineStep | null; taped: TapeEntry | null; seq: number } {
  const step = stepOf(entry, index)
  if (!step) return { step, taped: null, seq: 0 }
  const replayability = replayabilityOf(entry, step)
  if (!replayability.replayable)
    throw new ReplayError(
      `${entry.label}: step ${index} (${step.event.type}) is not replayable: ${replayability.reason}.`,
    )
  const taped = replayability.entry
  return { step, taped, seq: lastSeqOf(entry, step, taped) }
}

/** The machine's step after `step`, if the history holds it. */
const nextStepOf = (machine: InspectedMachine, step: MachineStep) =>
  machine.steps.find((candidate) => candidate.index === step.index + 1)

/**
 * The newest event on the tape while `step` was the machine's newest: the one before its next
 * step's, or before its next event at all once it has unmounted (a removed toast's history
 * ends at its last published step), else the newest there is.
 */
export function lastSeqOf(machine: InspectedMachine, step: MachineStep, taped: TapeEntry): number {
  const { recording } = machine
  const next = nextStepOf(machine, step)
  const nextEntry =
    (next && recording && tapeEntryOf(recording, next.event)) ||
    (recording?.ended ? recording.tape.find((later) => later.seq > taped.seq) : undefined)
  return nextEntry ? nextEntry.seq - 1 : Infinity
}

/** Shows `entry`'s machine at step `index` (0: as it started); resolves once it does. */
export async function replayTo(
  inspector: Inspector,
  machine: InspectedMachine,
  index: number,
): Promise<ReplayOutcome> {
  // The machine's history as it is now (it may have moved on since `machine` was read): the
  // step lasts until its next one, if any. A machine that has unmounted keeps its last entry.
  const entry =
    inspector.getSnapshots().find((current) => current.recording === machine.recording) ?? machine
  const { step, taped: stepEntry, seq } = targetOf(entry, index)
  const control = replayControlOf(inspector)
  const session = createReplaySession(createInspector(createStepRecorder()), createDemoLog())
  const view = {
    session,
    Stage: ReplayStage,
    label: entry.label,
    step: index,
    total: entry.lastStep?.index ?? 0,
    shown: false,
  }
  replayedMachines.set(session, {
    recording: entry.recording!,
    // The stage offers replayable steps only; a replay that fails anyway shows Live again.
    show: (step) => void replayTo(inspector, entry, step).catch(() => {}),
  })
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
  const frames = holdFrames()
  // The target machine as it was at each moment from its step's event on (see `compare`).
  const moments: Reading[] = []
  let stepped: ReplayMachine | null = null
  try {
    let previous: TapeEntry | null = null
    for (const [recording, taped] of fed) {
      // Live, the page rendered a frame between these two events (the tape counts them).
      if (previous && taped.frame > previous.frame) await frames.run(settle)
      const machine = await machineOf(session, recording, current)
      machine.send(taped.event)
      if (taped === stepEntry) {
        stepped = machine
        // Where the live history read the step: right after zag's own microtask for the
        // event (traced-send.ts), before React renders what it changed.
        queueMicrotask(() => moments.push(machine.read()))
      }
      await settle()
      if (stepped) moments.push(stepped.read())
      previous = taped
    }
    await frames.run(settle)
    frames.release()
    // What the copy's effects left for later frames (a popup placed, a size measured).
    await nextFrames()
    // Registered is enough: a toast whose last step removed it has unmounted, as it had live.
    const machine = await machineOf(session, target, current, "registered")
    const outcome = compare(entry.label, index, machine.read(), step, moments)
    if (current())
      control.set({ ...view, shown: true, difference: outcome.difference ?? undefined })
    return outcome
  } catch (error) {
    if (current()) control.set(null)
    throw error
  } finally {
    frames.release()
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
  wanted: "started" | "registered" = "started",
): Promise<ReplayMachine> {
  const started = performance.now()
  for (;;) {
    if (!current()) throw new ReplayError("A newer replay, or Live, took this one's place.")
    const machine = session.machines.find(
      (candidate) =>
        candidate.label === recording.label && candidate.occurrence === recording.occurrence,
    )
    if (machine && (wanted === "registered" || machine.started())) return machine
    if (performance.now() - started > MOUNT_TIMEOUT)
      throw new ReplayError(
        `The replay could not rebuild ${recording.label}${recording.occurrence > 0 ? ` (the ${ordinal(recording.occurrence + 1)} of that name)` : ""}: the demo's copy did not start it.`,
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

type Reading = ReturnType<ReplayMachine["read"]>

/**
 * The rebuilt step against the recorded one. The state must be the recorded one: zag applies
 * a change of state while it handles the event, before anything else can run. A context value
 * need not be the settled one: the history reads a step once zag has handled its event, and
 * again after each render until the machine's next event, so a step followed at once by
 * another (the focus a click starts with; keys faster than the page renders) holds what it had
 * got to by then. What zag sets after handling the event, in a microtask, an effect or a frame
 * (a combobox's selected items after an Enter), had not arrived, and that is
 * the recording's moment, not a replay's fault. So a recorded value matches if the copy held
 * it at some moment from the step's event on (`moments`); the reader sees the settled step.
 */
function compare(
  label: string,
  index: number,
  { state, context }: Reading,
  step: MachineStep | null,
  moments: readonly Reading[],
): ReplayOutcome {
  const outcome: ReplayOutcome = {
    machine: label,
    step: index,
    state: toJson(state),
    context: toJson(context) as ReplayOutcome["context"],
    difference: null,
  }
  if (!step) return outcome
  const differences: string[] = []
  const differ = (what: string, recorded: unknown, replayed: unknown) =>
    differences.push(`${what} (recorded ${brief(recorded)}, replayed ${brief(replayed)})`)
  if (!same(step.to, state)) differ("state", step.to, state)
  for (const [key, value] of Object.entries(step.context)) {
    // A node or a function is the live demo's own (the copy's is another, by design); a
    // clock reading is the moment's own.
    if (value instanceof Node || typeof value === "function" || CLOCK_CONTEXT.has(key)) continue
    if (isMeasurement(value) || LAYOUT_CONTEXT.has(key)) continue
    if (same(value, context[key])) continue
    if (moments.some((moment) => same(value, moment.context[key]))) continue
    differ(`context.${key}`, value, context[key])
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

const ordinal = (n: number) => `${n}${n === 2 ? "nd" : n === 3 ? "rd" : "th"}`

/** A value's JSON, cut short for a message. */
function brief(value: unknown): string {
  const json = JSON.stringify(toJson(value))
  return json.length > 60 ? `${json.slice(0, 57)}…` : json
}

const same = (a: unknown, b: unknown) => JSON.stringify(toJson(a)) === JSON.stringify(toJson(b))
