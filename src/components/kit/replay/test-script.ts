import type { InspectedMachine, MachineStep } from "../runtime/inspector"
import { toJson, type JsonValue } from "../runtime/json-value"
import { CLOCK_CONTEXT, replayabilityOf } from "./replayability"

/**
 * "Copy as test": a machine's recorded steps as a vitest file that runs zag's machine without
 * a framework (@zag-js/vanilla, in happy-dom) and checks the state, and the context that
 * changed, after each event. Shape (docs/embedding.md, "Copy as test"):
 *
 *   const session = [{ event, state, context, bySelf?, note? }, …]
 *
 * `bySelf` marks an event the machine sent itself (a follow-up, a timer, a listener): the
 * loop does not send it again, it checks the state the machine reached on its own. Context
 * values that are not plain JSON (a node, a function, a collection), and clock readings, are
 * left out of the check.
 */

export interface ScriptStep {
  event: JsonValue
  state: JsonValue
  context: { [key: string]: JsonValue }
  bySelf?: true
  /** Why a replay of this step may not match (pointer position, a timer…). */
  note?: string
}

/** The steps of `entry` as the script lists them, oldest first. */
export function scriptSteps(entry: InspectedMachine): ScriptStep[] {
  let previous: Record<string, unknown> | null = null
  return entry.steps.map((step) => {
    const replayability = replayabilityOf(entry, step)
    const item: ScriptStep = {
      event: toJson(step.event),
      state: toJson(step.to),
      context: changedContext(previous, step),
    }
    previous = step.context
    if (!replayability.replayable) item.note = replayability.reason
    else if (replayability.entry.origin === "machine") item.bySelf = true
    return item
  })
}

/** Context keys whose plain-JSON value changed since the step before (all of them first). */
function changedContext(previous: Record<string, unknown> | null, step: MachineStep) {
  const changed: { [key: string]: JsonValue } = {}
  for (const [key, value] of Object.entries(step.context)) {
    const json = toJson(value)
    if (!isPlain(value, json) || CLOCK_CONTEXT.has(key)) continue
    if (previous && JSON.stringify(toJson(previous[key])) === JSON.stringify(json)) continue
    changed[key] = json
  }
  return changed
}

/** Whether JSON holds the value as it is (a Set, a node or a class instance it does not). */
function isPlain(value: unknown, json: JsonValue): boolean {
  try {
    return JSON.stringify(value) === JSON.stringify(json)
  } catch {
    return false
  }
}

/**
 * The test file. `scope` is the zag package the machine comes from (`accordion` for
 * @zag-js/accordion), read off the widget's `data-scope`; `machineExport` the export that
 * holds the machine (`machine`; a toast group's is `group.machine`).
 */
export function testScript(entry: InspectedMachine, scope: string, machineExport = "machine") {
  const steps = scriptSteps(entry)
  const first = entry.steps[0]?.index ?? 0
  const last = entry.steps.at(-1)?.index ?? 0
  const lines = steps.map((step) => {
    const note = step.note ? ` // may not match: ${step.note}` : ""
    return `  ${JSON.stringify(step)},${note}`
  })
  const title = `${scope}: ${entry.label}, steps ${first}–${last} as recorded`
  return `// @vitest-environment happy-dom
// Recorded in Statebook's Visualizer (${title}).
// Needs vitest, happy-dom, @zag-js/vanilla and @zag-js/${scope}. If the history did not start
// at step 1, or the demo passed the machine props, add them to the VanillaMachine below.
import { VanillaMachine } from "@zag-js/vanilla"
import * as zag from "@zag-js/${scope}"
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
${lines.join("\n")}
]

test(${JSON.stringify(title)}, async () => {
  const service = new VanillaMachine(zag.${machineExport}, { id: "recorded" })
  service.start()
  for (const { event, state, context, bySelf } of session) {
    // The machine sends its own events (bySelf) again by itself.
    if (!bySelf) service.send(event)
    // zag handles an event in a microtask, and a follow-up in the next.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(service.state.get(), event.type).toEqual(state)
    for (const [key, value] of Object.entries(context))
      // \`as never\`: the machine's context keys are a union of names; these come from JSON.
      expect(service.context.get(key as never), \`\${event.type}: \${key}\`).toEqual(value)
  }
  service.stop()
})
`
}
