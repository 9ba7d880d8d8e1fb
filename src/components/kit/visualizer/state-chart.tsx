import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from "react"
import type { Coverage } from "./machine-coverage"
import { ancestry } from "./machine-coverage"
import type { MachineGraph } from "./machine-graph"
import { ANY_STATE, layoutChart, type ChartEdge, type ChartLayout } from "./chart-layout"
import { StateDetails } from "./state-details"
import { graphAround } from "./graph-around"
import { usePan } from "./use-pan"

interface StateChartProps {
  graph: MachineGraph
  current: string
  coverage: Coverage
}

const ZOOMS = [0.25, 0.5, 0.75, 1, 1.5, 2]
/** Above this many transitions, a chart opens around the current state: whole, it is a tangle. */
const LARGE = 30
/** The smallest scale a chart opens at by itself: its 11px labels at about 7px. */
const MIN_READABLE = 0.6

/**
 * The machine as a diagram: states as boxes (nested ones inside their parent), transitions
 * between states as arrows labelled by event (dashed when every one of them is guarded). The
 * current state is highlighted, visited states and taken transitions are marked. Arrow keys
 * walk the states; Enter (or a click) lists what a state can do; + and − zoom. Fit shows the
 * whole drawing; a mouse drags it around. A large machine opens around its current state (the
 * states one transition away), its transitions listed, with a switch to the whole chart.
 */
export function StateChart({ graph, current, coverage }: StateChartProps) {
  const [around, setAround] = useState(graph.transitions.length > LARGE)
  const shown = useMemo(
    () => (around ? graphAround(graph, current) : graph),
    [around, graph, current],
  )
  const layout = useMemo(() => layoutChart(shown), [shown])
  const [scale, setScale] = useState(1)
  const [fitted, setFitted] = useState(false)
  const [selected, setSelected] = useState<string | null>(null)
  const [active, setActive] = useState(graph.initial ?? graph.states[0]?.id ?? "")
  const nodes = useRef(new Map<string, SVGGElement>())
  const marker = `sb-arrow-${useId().replace(/[^a-zA-Z0-9]/g, "")}`
  const currentPath = new Set(ancestry(current))
  const canvas = useRef<HTMLDivElement>(null)
  const pan = usePan(canvas)

  // The current state in the middle of the view: as the chart opens, and after each zoom.
  useEffect(() => {
    const node = layout.nodes.find((candidate) => candidate.id === current)
    const view = canvas.current
    if (!node || !view) return
    view.scrollLeft = (node.x + node.width / 2) * scale - view.clientWidth / 2
    view.scrollTop = (node.y + node.height / 2) * scale - view.clientHeight / 2
    // Not on every change of state: following it would fight a visitor scrolling the chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, scale])
  const order = shown.states.map((state) => state.id)
  // The state the arrow keys start from: the last one focused, while it is drawn.
  const entry = order.includes(active) ? active : order.includes(current) ? current : order[0]

  const zoomTo = (next: number | undefined) => {
    if (next === undefined) return
    setFitted(false)
    setScale(next)
  }
  const zoomIn = () => zoomTo(ZOOMS.find((zoom) => zoom > scale))
  const zoomOut = () => zoomTo(ZOOMS.findLast((zoom) => zoom < scale))
  /** The scale that shows the whole drawing in the box (its width, and its height at most). */
  const fitScale = () => {
    const view = canvas.current
    if (!view) return 1
    const height = parseFloat(getComputedStyle(view).maxHeight) || view.clientHeight
    return Math.min(2, view.clientWidth / layout.width, height / layout.height)
  }
  const fit = () => {
    setScale(fitScale())
    setFitted(true)
  }
  // Each drawing (the whole chart, or around another state) opens at a scale of its own: a
  // little too large for the box, fitted; larger, at full size to zoom or drag around, since
  // shrunk to fit its text would be too small to read.
  useLayoutEffect(() => {
    const fitting = fitScale()
    const opening = fitting < 1 && fitting >= MIN_READABLE ? fitting : 1
    setScale(opening)
    setFitted(opening !== 1)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout])

  const walk = (event: KeyboardEvent) => {
    const at = order.indexOf(entry ?? "")
    const next = {
      ArrowDown: at + 1,
      ArrowRight: at + 1,
      ArrowUp: at - 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: order.length - 1,
    }[event.key]
    const zoom = { "+": zoomIn, "=": zoomIn, "-": zoomOut }[event.key]
    if (next !== undefined) {
      event.preventDefault()
      const id = order[Math.max(0, Math.min(order.length - 1, next))]!
      setActive(id)
      nodes.current.get(id)?.focus()
    } else if (zoom) {
      event.preventDefault()
      zoom()
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault()
      setSelected(selected === entry ? null : (entry ?? null))
    }
  }

  // Around the current state, its transitions are listed too, unless another state is picked.
  const details = selected ?? (around ? current : null)
  return (
    <section className="sb-chart" aria-label="State chart">
      <div className="sb-chart-bar">
        <button type="button" disabled={scale <= ZOOMS[0]!} onClick={zoomOut}>
          Zoom out
        </button>
        <button type="button" disabled={scale >= ZOOMS.at(-1)!} onClick={zoomIn}>
          Zoom in
        </button>
        <button type="button" aria-pressed={fitted} onClick={fit}>
          Fit
        </button>
        <span className="sb-chart-scale" role="status">
          {Math.round(scale * 100)}%
        </span>
        <button type="button" aria-pressed={around} onClick={() => setAround(!around)}>
          Around current state
        </button>
      </div>
      <div className="sb-chart-canvas" ref={canvas} {...pan}>
        <svg
          role="group"
          aria-label="States: arrow keys move between them, Enter lists a state's transitions, plus and minus zoom"
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width={layout.width * scale}
          height={layout.height * scale}
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
                tabIndex={node.id === entry ? 0 : -1}
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
      {details && <StateDetails graph={graph} state={details} coverage={coverage} />}
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
