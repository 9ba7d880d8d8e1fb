import type { ObservedStep } from "../visualizer/machine-coverage"
import type { InspectedMachine, MachineSnapshot, MachineStep, StepRecorder } from "./inspector"
import { STEP_HISTORY } from "./inspector"

/**
 * The inspector's history (see inspector.ts): each publish whose last event is new is a step
 * of its machine, timed from the machine's first publish; every state and step seen counts
 * for coverage. Fetched once the widget is up; the inspector buffers publishes until then.
 */
export function createStepRecorder(): StepRecorder {
  const startedAt = new Map<string, number>()
  return {
    record(previous, key, snapshot, time) {
      if (!startedAt.has(key)) startedAt.set(key, time)
      return record(previous, key, snapshot, time - startedAt.get(key)!)
    },
    forget: (key) => startedAt.delete(key),
  }
}

function record(
  previous: InspectedMachine | undefined,
  key: string,
  snapshot: MachineSnapshot,
  at: number,
): InspectedMachine {
  // Both grow in place: they are bounded by the machine's states and transitions.
  const visited = (previous?.visited ?? new Set()) as Set<string>
  const taken = (previous?.taken ?? new Map()) as Map<string, ObservedStep>
  visited.add(String(snapshot.state))
  const kept = { steps: previous?.steps ?? [], lastStep: previous?.lastStep ?? null }
  const event = snapshot.events[snapshot.events.length - 1]
  // Publishes follow renders and sends; one whose last event is new is a step.
  if (!previous || !event || event === previous.events[previous.events.length - 1]) {
    // A context change can render after its event was published: the step shows the result.
    const last = kept.steps[kept.steps.length - 1]
    if (last && last.event === event && last.context !== snapshot.context) {
      const refreshed = { ...last, context: snapshot.context }
      kept.steps = [...kept.steps.slice(0, -1), refreshed]
      if (kept.lastStep === last) kept.lastStep = refreshed
    }
    return { ...snapshot, ...kept, key, visited, taken }
  }
  const step: MachineStep = {
    index: (previous.lastStep?.index ?? 0) + 1,
    from: previous.state,
    event,
    to: snapshot.state,
    at,
    context: snapshot.context,
  }
  const observed = { from: String(step.from), event: event.type, to: String(step.to) }
  taken.set(`${observed.from} ${observed.event} ${observed.to}`, observed)
  const steps = [...kept.steps, step].slice(-STEP_HISTORY)
  return { ...snapshot, key, steps, lastStep: step, visited, taken }
}
