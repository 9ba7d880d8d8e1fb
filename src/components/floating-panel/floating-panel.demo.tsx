import * as floatingPanel from "@zag-js/floating-panel"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as floatingPanelControls } from "./floating-panel.controls"
import styles from "./floating-panel.css?inline"
import { panelMachineProps } from "./floating-panel-settings"
import { FloatingPanelWindow } from "./floating-panel-window"

export { styles }

/**
 * The panel opens 320×240 at (300, 100). zag centres a panel without a given position, so
 * both are passed explicitly.
 */
const DEFAULT_SIZE = { width: 320, height: 240 }
const DEFAULT_POSITION = { x: 300, y: 100 }

export default function FloatingPanelDemo({ values }: DemoProps<typeof floatingPanelControls>) {
  const { props, problem } = panelMachineProps(values)
  const log = useDemoLog()
  useEffect(() => {
    if (problem) log(problem)
  }, [problem, log])

  const service = useDemoMachine(floatingPanel.machine, {
    ...props,
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
      <FloatingPanelWindow api={api}>
        <p>Drag the header to move this panel, or an edge or a corner to resize it.</p>
        <p>With the panel focused, arrow keys move it (Shift: 10 px). Escape closes it.</p>
      </FloatingPanelWindow>
    </div>
  )
}
