/**
 * The tape behind the Visualizer's replay: every event each machine of a demo was sent, in
 * the order zag handled them, from the machine's start. The history lists steps (events
 * that published a snapshot); the tape also keeps the events that rendered nothing and the
 * ones a machine sent itself, so replaying it to a fresh machine retraces every transition.
 * Recording is cheap (a push per event); the code that replays lives in ../replay/, loaded
 * when someone first asks for a replay.
 */

/** An event as zag takes it (inspector.ts's MachineEvent; not imported: it imports this). */
interface MachineEvent {
  type: string
  [key: string]: unknown
}

/** Where an event came from: the demo's UI or code (`input`), or the machine itself. */
export type EventOrigin = "input" | "machine"

export interface TapeEntry {
  /** Order across every machine of the page: replays interleave machines by it. */
  seq: number
  event: MachineEvent
  origin: EventOrigin
  /** When it was sent (`performance.now()`): a replay keeps what came within a frame together. */
  at: number
}

/** One machine instance's tape. */
export interface Recording {
  label: string
  /** 0 for the first machine recorded with this label in its demo, 1 for the next… */
  occurrence: number
  /** The id the machine was given (zag prefixes its parts' ids with it). */
  machineId: string
  /** The zag machine definition, as the Visualizer's chart reads it. */
  machine: object
  tape: TapeEntry[]
  /** Set once the tape reached `TAPE_LIMIT`: later events are not recorded. */
  full: boolean
  /** Whether the machine has unmounted (a dismissed toast): its tape is kept for replays. */
  ended: boolean
}

/** Events kept per machine; past it a long drag stops recording rather than grow memory. */
export const TAPE_LIMIT = 2000

let nextSeq = 1

/** Every recording of one demo, kept by the demo's (live) inspector. */
const recordings = new WeakMap<object, Recording[]>()

export function recordingsOf(inspector: object): Recording[] {
  let list = recordings.get(inspector)
  if (!list) recordings.set(inspector, (list = []))
  return list
}

/** Starts the tape of a machine that has just mounted in the demo that `inspector` watches. */
export function startRecording(
  inspector: object,
  label: string,
  machineId: string,
  machine: object,
): Recording {
  const list = recordingsOf(inspector)
  const occurrence = list.filter((recording) => recording.label === label).length
  const recording: Recording = {
    label,
    occurrence,
    machineId,
    machine,
    tape: [],
    full: false,
    ended: false,
  }
  list.push(recording)
  return recording
}

export function recordEvent(recording: Recording, event: MachineEvent, origin: EventOrigin) {
  if (recording.tape.length >= TAPE_LIMIT) {
    recording.full = true
    return
  }
  recording.tape.push({ seq: nextSeq++, event, origin, at: performance.now() })
}
