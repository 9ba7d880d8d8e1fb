import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react"
import type { Coverage } from "./machine-coverage"
import { ancestry } from "./machine-coverage"
import type { MachineGraph } from "./machine-graph"
import { ANY_STATE, layoutChart, type ChartEdge, type ChartLayout } from "./chart-layout"
import { StateDetails } from "./state-details"

interface StateChartProps {
  graph: MachineGraph
  current: string
  coverage: Coverage
}

const ZOOMS = [0.5, 0.75, 1, 1.5, 2]

/**
 * The machine as a diagram: states as boxes (nested ones inside their parent), transitions
 * between states as arrows labelled by event (dashed when every one of them is guarded). The
 * current state is highlighted, visited states and taken transitions are marked. Arrow keys
 * walk the states; Enter (or a click) lists what a state can do.
 */
export function StateChart({ graph, current, coverage }: StateChartProps) {
  const layout = useMemo(() => layoutChart(graph), [graph])
  const [zoom, setZoom] = useState<number | "fit">(1)
  const [selected, setSelected] = useState<string | null>(null)
  const [active, setActive] = useState(graph.initial ?? graph.states[0]?.id ?? "")
  const nodes = useRef(new Map<string, SVGGElement>())
  const marker = `sb-arrow-${useId().replace(/[^a-zA-Z0-9]/g, "")}`
  const currentPath = new Set(ancestry(current))
  const canvas = useRef<HTMLDivElement>(null)

  // A large machine scrolls: start with its current state in view.
  useEffect(() => {
    const node = layout.nodes.find((candidate) => candidate.id === current)
    const view = canvas.current
    if (!node || !view) return
    view.scrollLeft = node.x + node.width / 2 - view.clientWidth / 2
    view.scrollTop = node.y + node.height / 2 - view.clientHeight / 2
    // Only on mount: following every change would fight a visitor scrolling the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout])
  const order = graph.states.map((state) => state.id)

  const walk = (event: KeyboardEvent) => {
    const at = order.indexOf(active)
    const next = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: order.length - 1,
    }[event.key]
    if (next !== undefined) {
      event.preventDefault()
      const id = order[Math.max(0, Math.min(order.length - 1, next))]!
      setActive(id)
      nodes.current.get(id)?.focus()
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault()
      setSelected(selected === active ? null : active)
    }
  }

  const scale = zoom === "fit" ? 1 : zoom
  const zoomIndex = zoom === "fit" ? ZOOMS.indexOf(1) : ZOOMS.indexOf(zoom)
  return (
    <section className="sb-chart" aria-label="State chart">
      <div className="sb-chart-bar">
        <button
          type="button"
          disabled={zoomIndex <= 0}
          onClick={() => setZoom(ZOOMS[zoomIndex - 1]!)}
        >
          Zoom out
        </button>
        <button
          type="button"
          disabled={zoomIndex >= ZOOMS.length - 1}
          onClick={() => setZoom(ZOOMS[zoomIndex + 1]!)}
        >
          Zoom in
        </button>
        <button
          type="button"
          aria-pressed={zoom === "fit"}
          onClick={() => setZoom(zoom === "fit" ? 1 : "fit")}
        >
          Fit
        </button>
      </div>
      <div className="sb-chart-canvas" ref={canvas}>
        <svg
          role="group"
          aria-label="States: arrow keys move between them, Enter lists a state's transitions"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={zoom === "fit" ? "100%" : layout.width * scale}
          height={zoom === "fit" ? undefined : layout.height * scale}
          onKeyDown={walk}
        >
          <defs>
            <marker
              id={marker}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="5"
              markerHeight="5"
              orient="auto-start-reverse"
            >
              <path d="M0,0 L10,5 L0,10 z" className="sb-chart-arrow" />
            </marker>
          </defs>
          <Edges layout={layout} taken={coverage.takenTransitions} marker={marker} />
          {layout.nodes.map((node) => {
            if (node.id === ANY_STATE)
              return (
                <g key={node.id} className="sb-chart-any" aria-hidden="true">
                  <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={14} />
                  <text x={node.x + node.width / 2} y={node.y + node.height / 2}>
                    {node.label}
                  </text>
                </g>
              )
            const isCurrent = currentPath.has(node.id)
            const visited = coverage.visitedStates.has(node.id)
            return (
              <g
                key={node.id}
                ref={(element) => {
                  if (element) nodes.current.set(node.id, element)
                  else nodes.current.delete(node.id)
                }}
                role="button"
                tabIndex={node.id === active ? 0 : -1}
                aria-pressed={selected === node.id}
                aria-label={`${node.id}${isCurrent ? ", current" : ""}${visited ? ", visited" : ", not yet visited"}`}
                className={node.cluster ? "sb-chart-cluster" : "sb-chart-state"}
                data-chart-state={node.id}
                data-current={isCurrent}
                data-visited={visited}
                onFocus={() => setActive(node.id)}
                onClick={() => setSelected(selected === node.id ? null : node.id)}
              >
                <rect x={node.x} y={node.y} width={node.width} height={node.height} rx={6} />
                <text
                  x={node.cluster ? node.x + 8 : node.x + node.width / 2}
                  y={node.cluster ? node.y + 12 : node.y + node.height / 2}
                >
                  {node.label}
                </text>
              </g>
            )
          })}
        </svg>
      </div>
      {selected && <StateDetails graph={graph} state={selected} coverage={coverage} />}
    </section>
  )
}

interface EdgesProps {
  layout: ChartLayout
  taken: ReadonlySet<string>
  marker: string
}

// Memoised on the taken set's size: a drag re-renders the states' highlight, not every arrow.
const Edges = memo(
  function Edges({ layout, taken, marker }: EdgesProps) {
    return (
      <g aria-hidden="true">
        {layout.edges.map((edge) => (
          <g
            key={edge.id}
            className="sb-chart-edge"
            data-taken={edge.transitions.some((id) => taken.has(id))}
            data-guarded={edge.guarded}
          >
            <path d={pathOf(edge)} markerEnd={`url(#${marker})`} />
            <text x={edge.labelAt.x} y={edge.labelAt.y}>
              {edge.label}
            </text>
          </g>
        ))}
      </g>
    )
  },
  (before, after) =>
    before.layout === after.layout &&
    before.marker === after.marker &&
    before.taken.size === after.taken.size,
)

function pathOf(edge: ChartEdge) {
  return edge.points.map((point, index) => `${index ? "L" : "M"}${point.x},${point.y}`).join(" ")
}
