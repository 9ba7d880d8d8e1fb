import * as floatingPanel from "@zag-js/floating-panel"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as floatingPanelControls } from "./floating-panel.controls"
import styles from "./floating-panel.css?inline"
import { panelMachineProps } from "./floating-panel-settings"
import { FloatingPanelWindow } from "./floating-panel-window"

export { styles }

type Size = { width: number; height: number }
type Point = { x: number; y: number }

const START_SIZE: Size = { width: 360, height: 260 }
const START_POSITION: Point = { x: 120, y: 120 }

/**
 * zag's floating-panel/controlled: open state, size and position live in the page's state.
 * The machine reports drags and resizes through its change callbacks and renders whatever the
 * page passes back, so buttons outside the panel can move and resize it too.
 */
export default function FloatingPanelControlled({
  values,
}: DemoProps<typeof floatingPanelControls>) {
  const { props } = panelMachineProps(values)
  const log = useDemoLog()
  const [open, setOpen] = useState(false)
  const [size, setSize] = useState(START_SIZE)
  const [position, setPosition] = useState(START_POSITION)

  const service = useDemoMachine(floatingPanel.machine, {
    ...props,
    open,
    // Ignored while `open` is given: the controlled value wins from the first render on.
    defaultOpen: true,
    size,
    position,
    onOpenChange: (details) => {
      setOpen(details.open)
      log(details.open ? "panel opened" : "panel closed")
    },
    onSizeChange: (details) => setSize(details.size),
    onPositionChange: (details) => setPosition(details.position),
  })
  const api = floatingPanel.connect(service, normalizeProps)
  const r = Math.round

  return (
    <div className="sb-floating-panel-demo">
      <div className="sb-row" role="group" aria-label="Panel state">
        <button type="button" onClick={() => setOpen((value) => !value)}>
          {open ? "Close" : "Open"} panel
        </button>
        <button type="button" onClick={() => setSize({ width: 420, height: 320 })}>
          Set size: 420x320
        </button>
        <button type="button" onClick={() => setPosition({ x: 32, y: 32 })}>
          Set position: (32, 32)
        </button>
        <button type="button" onClick={() => api.setSize({ width: 440, height: 300 })}>
          API set size: 440x300
        </button>
        <button type="button" onClick={() => api.setPosition({ x: 48, y: 48 })}>
          API set position: (48, 48)
        </button>
        <button
          type="button"
          onClick={() => {
            setSize(START_SIZE)
            setPosition(START_POSITION)
          }}
        >
          Reset rect
        </button>
      </div>
      <output aria-label="Panel rect" aria-live="polite">
        size: {r(api.size.width)}×{r(api.size.height)} | position: ({r(api.position.x)},{" "}
        {r(api.position.y)})
      </output>
      <button {...api.getTriggerProps()}>Toggle Panel</button>
      <FloatingPanelWindow api={api}>
        <p>Drag or resize the panel: the rect above follows.</p>
        <p>The buttons above set its size and position from outside.</p>
      </FloatingPanelWindow>
    </div>
  )
}
