import { describe, expect, it } from "vitest"
import { graphAround } from "../../src/components/kit/visualizer/graph-around"
import type {
  GraphTransition,
  MachineGraph,
} from "../../src/components/kit/visualizer/machine-graph"

const edge = (source: string | null, event: string, target: string | null): GraphTransition => ({
  id: `${source ?? "*"} ${event} ${target ?? "="}`,
  source,
  event,
  target,
  branches: [],
  guarded: false,
})

const state = (id: string, children: string[] = []) => ({
  id,
  name: id.split(".").at(-1)!,
  parent: id.includes(".") ? id.slice(0, id.lastIndexOf(".")) : null,
  children,
  tags: [],
})

const graph: MachineGraph = {
  initial: "idle",
  states: [
    state("idle"),
    state("open", ["open.typing", "open.browsing"]),
    state("open.typing"),
    state("open.browsing"),
    state("far"),
  ],
  transitions: [
    edge("idle", "FOCUS", "open.typing"),
    edge("open", "CLOSE", "idle"),
    edge("open.typing", "ARROW", "open.browsing"),
    edge("open.browsing", "TYPE", "open.typing"),
    edge("far", "BACK", "idle"),
    edge("far", "AWAY", "far"),
    edge(null, "RESET", "idle"),
  ],
  problems: [],
}

describe("graphAround", () => {
  it("keeps what a state can take (its parents' and the root's too) and where they lead", () => {
    const around = graphAround(graph, "open.typing")
    expect(around.transitions.map((kept) => kept.id)).toEqual([
      "open CLOSE idle",
      "open.typing ARROW open.browsing",
      "* RESET idle",
    ])
    expect(around.states.map((kept) => kept.id)).toEqual([
      "idle",
      "open",
      "open.typing",
      "open.browsing",
    ])
  })

  it("keeps a parent of a shown state, with only its shown children", () => {
    const around = graphAround(graph, "idle")
    expect(around.states.map((kept) => kept.id)).toEqual(["idle", "open", "open.typing"])
    expect(around.states.find((kept) => kept.id === "open")!.children).toEqual(["open.typing"])
    // What leads into the state is left out: the far state's way back, say.
    expect(around.transitions.map((kept) => kept.id)).toEqual([
      "idle FOCUS open.typing",
      "* RESET idle",
    ])
  })
})
