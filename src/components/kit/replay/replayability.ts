import type { InspectedMachine, MachineStep } from "../runtime/inspector"
import type { Recording, TapeEntry } from "../runtime/recording"

/**
 * Whether replaying a machine's recorded events up to a step shows that step as it was.
 * A replay sends a fresh machine the very event objects the live one handled, in the same
 * order, so what it cannot reproduce is what those objects do not hold:
 *
 * - pointer geometry: a point or a rect is where the pointer or a part was on the page then;
 *   the machine turns it into a value (a slider's, a splitter's) by measuring the page now,
 *   which scrolling, a resize or a font loading changes;
 * - page elements: an event that carries a DOM node (a focus target) points at the live
 *   demo, not at the copy being replayed;
 * - timers and the clock: an event a machine sent itself from a timer marks a moment in
 *   time (a toast's auto-dismiss, a tooltip's delay, a timer's tick), and the context
 *   around it holds clock readings (time remaining, a tick's delta) a replay cannot match.
 *
 * These are facts read off the event (its payload's shape, its `src`, the fact that the
 * machine sent it itself) and off zag's machines: `TIMER_EVENTS` lists the event types
 * the installed zag machines send from their own timeouts and intervals (from their source),
 * but for two it misses: carousel's AUTOPLAY.PAUSE and scroll-area's thumb.measure.
 * Never off the time between events: how soon the next event came depends on the machine
 * the session ran on, and the state after an event is the same whether the page painted it
 * or not (the focus a click starts with is a step like any other). So a step is replayable,
 * or not, for the same reason on every machine.
 * An entry so marked is still fed to the replays of later steps (it did happen); the
 * replayer then compares what it rebuilt with what was recorded, and says so if they differ.
 */
export type Replayability =
  { replayable: true; entry: TapeEntry } | { replayable: false; reason: string }

/** Event types zag's machines send themselves from a timer (the installed 1.47 source). */
export const TIMER_EVENTS: ReadonlySet<string> = new Set([
  "OPEN_DELAY", // hover-card
  "CLOSE_DELAY",
  "DELAY.OPEN", // menu (submenus)
  "DELAY.CLOSE",
  "LONG_PRESS.OPEN",
  "CHANGE_DELAY", // number-input (press and hold)
  "SPIN",
  "HOVER_DELAY", // splitter
  "TICK", // timer
  "CONTINUE",
  "after.openDelay", // tooltip
  "after.closeDelay",
  "COPY.DONE", // clipboard
  "AUTOPLAY.TICK", // carousel
  "SCROLL.END", // tour and carousel: a pause for scrolling to end
  "TARGET.NOT_FOUND", // tour: a step's target did not appear in time
])

/**
 * Context keys that hold clock readings (a toast's creation time, and its time left, which
 * a pause recomputes from the clock): a replay cannot match them, so comparisons skip them.
 */
export const CLOCK_CONTEXT: ReadonlySet<string> = new Set(["createdAt", "remainingTime"])

/**
 * Context keys a machine sets from what it measured, outside any event: since zag 1.47 the
 * tour decides whether its spotlight animates when floating-ui reports the target's rect, so
 * the flag follows how soon layout ran against the next event, which a replay cannot match.
 */
export const LAYOUT_CONTEXT: ReadonlySet<string> = new Set(["suppressSpotlightTransition"])

/** Payload keys that hold where the pointer or a part was on the page. */
const GEOMETRY_KEYS = new Set(["point", "rect", "rects", "clientX", "clientY", "pageX", "pageY"])

export function replayabilityOf(machine: InspectedMachine, step: MachineStep): Replayability {
  const { recording } = machine
  const entry = recording && tapeEntryOf(recording, step.event)
  if (!recording || !entry)
    return {
      replayable: false,
      reason: recording?.full ? "not recorded: the recording is full" : "not recorded",
    }
  const { type, ...payload } = step.event
  if (hasGeometry(payload)) return { replayable: false, reason: "pointer position" }
  if (holdsPageObject(payload)) return { replayable: false, reason: "refers to a page element" }
  if (entry.origin === "machine" && (payload.src === "timer" || TIMER_EVENTS.has(type)))
    return { replayable: false, reason: "sent by a timer" }
  return { replayable: true, entry }
}

/** The tape entry of an event the machine handled (the same object), newest first. */
export function tapeEntryOf(recording: Recording, event: object): TapeEntry | undefined {
  return recording.tape.findLast((entry) => entry.event === event)
}

function hasGeometry(value: unknown, depth = 0): boolean {
  if (depth > 3 || typeof value !== "object" || value === null) return false
  const record = value as Record<string, unknown>
  if (typeof record.x === "number" && typeof record.y === "number") return true
  return Object.entries(record).some(
    ([key, item]) => GEOMETRY_KEYS.has(key) || hasGeometry(item, depth + 1),
  )
}

function holdsPageObject(value: unknown, depth = 0): boolean {
  if (depth > 3 || typeof value !== "object" || value === null) return false
  // Guarded: the Copy-as-test code runs in Node too (its unit test), where neither exists.
  if (typeof Node !== "undefined" && (value instanceof Node || value instanceof Event)) return true
  return Object.values(value).some((item) => holdsPageObject(item, depth + 1))
}
