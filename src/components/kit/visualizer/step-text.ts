import type { MachineStep } from "../runtime/inspector"
import type { GraphTransition } from "./machine-graph"

/** `+1.25 s`: the time since the machine mounted. */
export function formatElapsed(milliseconds: number): string {
  return `+${(milliseconds / 1000).toFixed(2)} s`
}

export const stateText = (state: unknown) => (typeof state === "string" ? state : String(state))

export const changedState = (step: MachineStep) => !Object.is(step.from, step.to)

/** `idle → TRIGGER.FOCUS → focused [guard]`; `(any state)` for root, `(stays)` without target. */
export function transitionText(edge: GraphTransition): string {
  const guards = edge.branches.map((branch) => branch.guard).filter((guard) => guard !== null)
  const from = edge.source ?? "(any state)"
  const to = edge.target ?? "(stays)"
  return `${from} → ${edge.event} → ${to}${guards.length > 0 ? ` [${guards.join(" | ")}]` : ""}`
}
