import dagre from "@dagrejs/dagre"
import type { MachineGraph } from "./machine-graph"
import { weakMemo } from "../runtime/weak-memo"

/**
 * Positions for the state chart, computed by dagre (layered layout: 17 kB gzipped, against
 * elkjs's 477 kB). Leaf states are boxes, nested states' parents are clusters around their
 * children, and the transitions between two states share one drawn edge. Transitions that
 * stay in their state are not drawn: the chart's state details and text list name them.
 */

export interface Point {
  x: number
  y: number
}

export interface ChartNode {
  /** A state id, or `*` for "any state" (transitions declared on the machine root). */
  id: string
  label: string
  cluster: boolean
  x: number
  y: number
  width: number
  height: number
}

export interface ChartEdge {
  id: string
  source: string
  target: string
  /** The graph transitions this edge stands for. */
  transitions: string[]
  label: string
  guarded: boolean
  points: Point[]
  labelAt: Point
}

export interface ChartLayout {
  width: number
  height: number
  nodes: ChartNode[]
  edges: ChartEdge[]
}

export const ANY_STATE = "*"
const CHAR_WIDTH = 7
const NODE_HEIGHT = 28
const LABEL_HEIGHT = 14
const MAX_LABEL = 18

export const layoutChart: (graph: MachineGraph) => ChartLayout = weakMemo(computeLayout)

const textWidth = (text: string) => text.length * CHAR_WIDTH

export function shorten(text: string, max = MAX_LABEL) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function computeLayout(graph: MachineGraph): ChartLayout {
  const layout = new dagre.graphlib.Graph({ compound: true, multigraph: true })
  layout.setGraph({ rankdir: "TB", nodesep: 16, edgesep: 8, ranksep: 28, marginx: 8, marginy: 8 })
  const clusters = new Set(graph.states.filter((s) => s.children.length > 0).map((s) => s.id))
  const firstLeaf = (id: string): string => {
    const state = graph.states.find((candidate) => candidate.id === id)
    return state && state.children[0] ? firstLeaf(state.children[0]) : id
  }

  for (const state of graph.states) {
    const size = clusters.has(state.id)
      ? { paddingTop: 22 }
      : { width: textWidth(shorten(state.name)) + 24, height: NODE_HEIGHT }
    layout.setNode(state.id, { label: state.name, ...size })
    if (state.parent) layout.setParent(state.id, state.parent)
  }

  const drawn = new Map<string, ChartEdge>()
  for (const edge of graph.transitions) {
    if (edge.target === null || edge.target === edge.source) continue
    const source = edge.source ?? ANY_STATE
    const id = `${source}→${edge.target}`
    const known = drawn.get(id)
    if (known) {
      known.transitions.push(edge.id)
      known.guarded &&= edge.guarded
      continue
    }
    drawn.set(id, {
      id,
      source,
      target: edge.target,
      transitions: [edge.id],
      label: edge.event,
      guarded: edge.guarded,
      points: [],
      labelAt: { x: 0, y: 0 },
    })
  }
  if ([...drawn.values()].some((edge) => edge.source === ANY_STATE))
    layout.setNode(ANY_STATE, { width: textWidth("any state") + 24, height: NODE_HEIGHT })

  for (const edge of drawn.values()) {
    const label = edgeLabel(edge)
    // dagre cannot route edges from a cluster: lay it out from a leaf inside, drawn from the box.
    const from = clusters.has(edge.source) ? firstLeaf(edge.source) : edge.source
    const size = { width: textWidth(label), height: LABEL_HEIGHT, labelpos: "c" }
    layout.setEdge(from, edge.target, size, edge.id)
  }

  dagre.layout(layout)

  const nodes: ChartNode[] = layout.nodes().map((id) => {
    const node = layout.node(id)
    const state = graph.states.find((candidate) => candidate.id === id)
    return {
      id,
      label: id === ANY_STATE ? "any state" : shorten(state?.name ?? id),
      cluster: clusters.has(id),
      x: node.x - node.width / 2,
      y: node.y - node.height / 2,
      width: node.width,
      height: node.height,
    }
  })
  const boxes = new Map(nodes.map((node) => [node.id, node]))
  const edges = [...drawn.values()].map((edge) => {
    const from = clusters.has(edge.source) ? firstLeaf(edge.source) : edge.source
    const laid = layout.edge({ v: from, w: edge.target, name: edge.id })
    let points: Point[] = laid.points ?? []
    if (from !== edge.source) points = fromBoxEdge(points, boxes.get(edge.source)!)
    return {
      ...edge,
      label: edgeLabel(edge),
      points,
      labelAt: { x: laid.x ?? points[0]?.x ?? 0, y: laid.y ?? points[0]?.y ?? 0 },
    }
  })
  const { width = 0, height = 0 } = layout.graph()
  return { width, height, nodes, edges }
}

function edgeLabel(edge: ChartEdge) {
  const more = edge.transitions.length - 1
  return shorten(edge.label) + (more > 0 ? ` +${more}` : "")
}

/** Cuts the start of a polyline that lies inside `box`, so it leaves from the box's border. */
function fromBoxEdge(points: Point[], box: ChartNode): Point[] {
  const inside = (p: Point) =>
    p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height
  const exit = points.findIndex((point) => !inside(point))
  if (exit <= 0) return points
  const a = points[exit - 1]!
  const b = points[exit]!
  // Binary search along the segment for the border crossing: no geometry special cases.
  let low = 0
  let high = 1
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2
    if (inside({ x: a.x + (b.x - a.x) * middle, y: a.y + (b.y - a.y) * middle })) low = middle
    else high = middle
  }
  const border = { x: a.x + (b.x - a.x) * high, y: a.y + (b.y - a.y) * high }
  return [border, ...points.slice(exit)]
}
