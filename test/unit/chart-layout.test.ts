import { describe, expect, it } from "vitest"
import { deriveGraph } from "../../src/components/kit/visualizer/machine-graph"
import { ANY_STATE, layoutChart } from "../../src/components/kit/visualizer/chart-layout"
import { demoMachines } from "./demo-machines"

const machines = [
  ...new Set(Object.values(demoMachines).flatMap((machines) => Object.values(machines))),
]

describe("chart layout", () => {
  it(`lays out all ${machines.length} distinct catalog machines without overlapping states`, () => {
    for (const machine of machines) {
      const graph = deriveGraph(machine)
      const layout = layoutChart(graph)
      const leaves = layout.nodes.filter((node) => !node.cluster)
      expect(layout.nodes.filter((node) => node.id !== ANY_STATE)).toHaveLength(graph.states.length)
      for (const node of layout.nodes) {
        expect(Number.isFinite(node.x + node.y + node.width + node.height)).toBe(true)
        expect(node.x + node.width).toBeLessThanOrEqual(layout.width + 1)
      }
      for (const a of leaves)
        for (const b of leaves)
          if (a !== b)
            expect(
              a.x + a.width <= b.x ||
                b.x + b.width <= a.x ||
                a.y + a.height <= b.y ||
                b.y + b.height <= a.y,
              `${a.id} overlaps ${b.id}`,
            ).toBe(true)
      for (const edge of layout.edges) {
        expect(edge.points.length, edge.id).toBeGreaterThan(1)
        expect(edge.transitions.length).toBeGreaterThan(0)
      }
    }
  })

  it("draws the transitions between two states as one edge and leaves out those that stay", () => {
    const graph = deriveGraph(demoMachines.accordion!.accordion!)
    const layout = layoutChart(graph)
    expect(layout.edges.map((edge) => [edge.source, edge.target, edge.label])).toEqual([
      ["idle", "focused", "TRIGGER.FOCUS"],
      ["focused", "idle", "TRIGGER.BLUR"],
    ])
  })

  it("draws nested states inside their parent's box", () => {
    const layout = layoutChart(deriveGraph(demoMachines.combobox!.combobox!))
    const box = (id: string) => layout.nodes.find((node) => node.id === id)!
    const open = box("open")
    const child = box("open.interacting")
    expect(open.cluster).toBe(true)
    expect(child.x).toBeGreaterThanOrEqual(open.x)
    expect(child.y + child.height).toBeLessThanOrEqual(open.y + open.height)
  })
})
