import * as floatingPanel from "@zag-js/floating-panel"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as floatingPanelControls } from "./floating-panel.controls"
import styles from "./floating-panel.css?inline"
import { panelLimits } from "./floating-panel-settings"

export { styles }

/**
 * The panel opens 320×240 at (300, 100). zag centres a panel without a given position, so
 * both are passed explicitly.
 */
const DEFAULT_SIZE = { width: 320, height: 240 }
const DEFAULT_POSITION = { x: 300, y: 100 }

const RESIZE_AXES: floatingPanel.ResizeTriggerProps["axis"][] = [
  "n",
  "e",
  "s",
  "w",
  "ne",
  "se",
  "sw",
  "nw",
]

export default function FloatingPanelDemo({ values }: DemoProps<typeof floatingPanelControls>) {
  const { minWidth, minHeight, maxWidth, maxHeight, allowDrag, ...settings } = values
  const { minSize, maxSize, problem } = panelLimits({ minWidth, minHeight, maxWidth, maxHeight })
  const log = useDemoLog()
  useEffect(() => {
    if (problem) log(problem)
  }, [problem, log])

  const service = useDemoMachine(floatingPanel.machine, {
    ...settings,
    draggable: allowDrag,
    minSize,
    maxSize,
    // Fixed: the panel is placed against the viewport while its markup stays inline, inside
    // the element's shadow root (no portal).
    strategy: "fixed",
    defaultSize: DEFAULT_SIZE,
    defaultPosition: DEFAULT_POSITION,
    onOpenChange: ({ open }) => log(open ? "panel opened" : "panel closed"),
    onStageChange: ({ stage }) => log("panel stage", stage),
  })
  const api = floatingPanel.connect(service, normalizeProps)

  return (
    <div className="sb-floating-panel-demo">
      <button {...api.getTriggerProps()}>Toggle Panel</button>
      {problem && <DemoProblem>{problem}</DemoProblem>}
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <div {...api.getDragTriggerProps()}>
            <div {...api.getHeaderProps()}>
              <DemoHeading {...api.getTitleProps()}>Floating Panel</DemoHeading>
              <div {...api.getControlProps()}>
                <button {...api.getStageTriggerProps({ stage: "minimized" })}>
                  <span aria-hidden="true">–</span>
                </button>
                <button {...api.getStageTriggerProps({ stage: "maximized" })}>
                  <span aria-hidden="true">□</span>
                </button>
                <button {...api.getStageTriggerProps({ stage: "default" })}>
                  <span aria-hidden="true">❐</span>
                </button>
                <button {...api.getCloseTriggerProps()}>
                  <span aria-hidden="true">×</span>
                </button>
              </div>
            </div>
          </div>
          <div {...api.getBodyProps()}>
            <p>Drag the header to move this panel, or an edge or a corner to resize it.</p>
            <p>With the panel focused, arrow keys move it (Shift: 10 px). Escape closes it.</p>
          </div>
          {RESIZE_AXES.map((axis) => (
            <div key={axis} {...api.getResizeTriggerProps({ axis })} />
          ))}
        </div>
      </div>
    </div>
  )
}
