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
  /**
   * How many frames the page had rendered, as the tapes count them, when the event was sent.
   * A replay runs the frame work it holds back (a focus moved, a tab selected) where the
   * number grows: after the events of a frame's window, those sent by that frame's own
   * callbacks included, before the first event after it (see ../replay/held-frames.ts).
   */
  frame: number
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
  recording.tape.push({ seq: nextSeq++, event, origin, frame: framesRendered })
  watchNextFrame()
}

/*
 * Where the page rendered a frame between two events is part of what happened live (zag
 * leaves work for the next frame), so the tape counts frames instead of timing events: the
 * replay of a tape never guesses a frame from a gap, and is the same on any machine. Counted
 * by a resize observer, not an animation-frame callback of ours, which would run among zag's
 * (before those queued after it): an observation's first report comes in the next rendering
 * after every animation-frame callback, and after the events those sent (the focus event of a
 * focus they moved), before any later task. So an event sent by a frame's callbacks counts in
 * the window before the frame, and the next input after it. Watched only while events come.
 */
let framesRendered = 0
let frameWatch: { observe(): void } | null = null

function watchNextFrame() {
  if (typeof ResizeObserver === "undefined") return
  frameWatch ??= createFrameWatch()
  frameWatch.observe()
}

/** Deeper than any page's elements (see createFrameWatch). */
const WATCH_DEPTH = 256

function createFrameWatch() {
  // Never in the page: an element reports its first observation all the same. Nested deeper
  // than any page's elements, because an event may be recorded while the page's own
  // observers report (zag's splitter and carousel send events from theirs): the browser
  // reports a new observation made then in the same rendering only if it lies deeper than
  // those it has reported, and otherwise skips it and raises "ResizeObserver loop completed
  // with undelivered notifications" as an error on the host page.
  let target = document.createElement("div")
  for (let depth = 0; depth < WATCH_DEPTH; depth++)
    target = target.appendChild(document.createElement("div"))
  let watching = false
  const observer = new ResizeObserver(() => {
    // Unobserved at once, so the next watch is a new observation, which always reports.
    observer.unobserve(target)
    watching = false
    framesRendered++
  })
  return {
    observe() {
      if (watching) return
      watching = true
      observer.observe(target)
    },
  }
}
