// @vitest-environment happy-dom
// Pasted from the accordion's Visualizer (History, Copy as test) after a session by
// keyboard and mouse in test/browser/replay.test.ts: it shows the script runs against zag's
// real machine. Only these four comment lines were added, and Prettier formatted it; the notes
// the copy gave three steps then ("may not match"), which it no longer gives, were taken out.
// Recorded in Statebook's Visualizer (accordion: machine, steps 1–7 as recorded).
// Needs vitest, happy-dom, @zag-js/vanilla and @zag-js/accordion. If the history did not start
// at step 1, or the demo passed the machine props, add them to the VanillaMachine below.
import { VanillaMachine } from "@zag-js/vanilla"
import * as zag from "@zag-js/accordion"
import { expect, test } from "vitest"

interface Step {
  event: { type: string; [key: string]: unknown }
  state: unknown
  context: Record<string, unknown>
  /** Sent by the machine itself: it sends it again on its own. */
  bySelf?: true
  /** Why this step may not match (a pointer position, a timer). */
  note?: string
}

/** Each event, then the state and the context that changed after it. */
const session: Step[] = [
  {
    event: { type: "TRIGGER.FOCUS", value: "home" },
    state: "focused",
    context: { focusedValue: "home", value: [] },
  },
  {
    event: { type: "TRIGGER.CLICK", value: "home" },
    state: "focused",
    context: { value: ["home"] },
  },
  {
    event: { type: "GOTO.NEXT", value: "home" },
    state: "focused",
    context: {},
  },
  {
    event: { type: "TRIGGER.BLUR" },
    state: "idle",
    context: { focusedValue: null },
  },
  {
    event: { type: "TRIGGER.FOCUS", value: "about" },
    state: "focused",
    context: { focusedValue: "about" },
  },
  {
    event: { type: "TRIGGER.CLICK", value: "about" },
    state: "focused",
    context: { value: ["about"] },
  },
  { event: { type: "TRIGGER.BLUR" }, state: "idle", context: { focusedValue: null } },
]

test("accordion: machine, steps 1–7 as recorded", async () => {
  const service = new VanillaMachine(zag.machine, { id: "recorded" })
  service.start()
  for (const { event, state, context, bySelf } of session) {
    // The machine sends its own events (bySelf) again by itself.
    if (!bySelf) service.send(event)
    // zag handles an event in a microtask, and a follow-up in the next.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(service.state.get(), event.type).toEqual(state)
    for (const [key, value] of Object.entries(context))
      // `as never`: the machine's context keys are a union of names; these come from JSON.
      expect(service.context.get(key as never), `${event.type}: ${key}`).toEqual(value)
  }
  service.stop()
})
