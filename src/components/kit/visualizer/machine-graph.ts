import { resolveStateValue, type Machine, type MachineSchema } from "@zag-js/core"
import { guardLabel } from "./guard-label"
import { weakMemo } from "../runtime/weak-memo"

/**
 * What a zag machine can do, read from its definition: every state (nested ones with their
 * parent) and every transition. Pure and total: a definition it cannot read yields `problems`,
 * never an exception, so any machine can be charted.
 */

export interface GraphState {
  /** zag's state path: `open`, or `open.interacting` for a nested state. */
  id: string
  /** The last segment of the path. */
  name: string
  parent: string | null
  children: string[]
  tags: string[]
}

export interface TransitionBranch {
  guard: string | null
  actions: string[]
}

/**
 * One edge of the chart: the transitions a state declares for one event that lead to the
 * same place. zag tries the branches of an array in order; the first whose guard passes wins.
 */
export interface GraphTransition {
  /** Stable within a graph: `source event target`. */
  id: string
  /** The state whose `on` declares it; null for the machine's root `on` (from any state). */
  source: string | null
  event: string
  /** The leaf state it enters, resolved as zag does; null when the machine stays where it is. */
  target: string | null
  branches: TransitionBranch[]
  guarded: boolean
}

export interface MachineGraph {
  /** The state a machine with default props starts in (a leaf path). */
  initial: string | null
  states: GraphState[]
  transitions: GraphTransition[]
  /** What could not be read (an unknown target, say); empty for zag's own machines. */
  problems: string[]
}

interface StateDefinition {
  initial?: string
  tags?: string[]
  states?: Record<string, StateDefinition | undefined>
  on?: TransitionMap
}

type TransitionDefinition = { target?: string; guard?: unknown; actions?: unknown }
type TransitionMap = Record<string, TransitionDefinition | TransitionDefinition[] | undefined>

/** The parts of a zag machine definition the chart reads. */
export interface MachineDefinition {
  states: Record<string, StateDefinition | undefined>
  on?: TransitionMap
  initialState?: (params: { prop: (key: string) => unknown }) => string
}

export const deriveGraph: (machine: MachineDefinition) => MachineGraph = weakMemo(buildGraph)

function buildGraph(machine: MachineDefinition): MachineGraph {
  const states: GraphState[] = []
  const transitions = new Map<string, GraphTransition>()
  const problems: string[] = []
  const stateIds = new Set<string>()
  const definitions = new Map<string, StateDefinition>()

  const resolve = (target: string, source: string | null) => {
    try {
      const path = resolveStateValue(asZag(machine), target, source ?? undefined)
      if (stateIds.has(path)) return path
    } catch {
      // zag throws for an unknown `#id`; reported below like any other unknown target.
    }
    problems.push(`${source ?? "root"}: unknown target "${target}"`)
    return null
  }

  const visit = (id: string, name: string, parent: string | null, state: StateDefinition) => {
    const children = Object.entries(state.states ?? {}).filter(([, child]) => child)
    states.push({
      id,
      name,
      parent,
      children: children.map(([child]) => `${id}.${child}`),
      tags: Array.isArray(state.tags) ? state.tags.map(String) : [],
    })
    stateIds.add(id)
    definitions.set(id, state)
    for (const [child, definition] of children) visit(`${id}.${child}`, child, id, definition!)
  }
  for (const [name, state] of Object.entries(machine.states ?? {}))
    if (state) visit(name, name, null, state)

  const addTransitions = (source: string | null, on: TransitionMap | undefined) => {
    for (const [event, set] of Object.entries(on ?? {})) {
      for (const branch of Array.isArray(set) ? set : set ? [set] : []) {
        const target =
          typeof branch.target === "string" && branch.target ? resolve(branch.target, source) : null
        if (branch.target && target === null) continue
        const id = `${source ?? "*"} ${event} ${target ?? "="}`
        const edge = transitions.get(id) ?? {
          id,
          source,
          event,
          target,
          branches: [],
          guarded: false,
        }
        transitions.set(id, edge)
        const guard = branch.guard === undefined ? null : guardLabel(branch.guard)
        const actions = Array.isArray(branch.actions) ? branch.actions.map(String) : []
        edge.branches.push({ guard, actions })
        edge.guarded ||= guard !== null
      }
    }
  }
  for (const { id } of states) addTransitions(id, definitions.get(id)?.on)
  addTransitions(null, machine.on)

  return {
    initial: initialState(machine, stateIds),
    states,
    transitions: [...transitions.values()],
    problems,
  }
}

/** The start state for default props; a definition whose start depends on props may differ live. */
function initialState(machine: MachineDefinition, stateIds: Set<string>): string | null {
  try {
    const value = machine.initialState?.({ prop: () => undefined })
    if (value !== undefined) {
      const path = resolveStateValue(asZag(machine), value)
      if (stateIds.has(path)) return path
    }
  } catch {
    // Falls back to the first state below.
  }
  return [...stateIds][0] ?? null
}

// zag's resolver reads only `states` (and caches its index per definition object).
const asZag = (machine: MachineDefinition) =>
  machine as unknown as Machine<MachineSchema & { state: string }>
