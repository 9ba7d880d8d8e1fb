import * as floatingPanel from "@zag-js/floating-panel"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as floatingPanelControls } from "./floating-panel.controls"
import styles from "./floating-panel.css?inline"
import { panelMachineProps } from "./floating-panel-settings"
import { FloatingPanelWindow } from "./floating-panel-window"

export { styles }

type Values = DemoProps<typeof floatingPanelControls>["values"]

function StackedPanel({ name, offset, values }: { name: string; offset: number; values: Values }) {
  const { props } = panelMachineProps(values)
  const log = useDemoLog()
  const service = useDemoMachine(
    floatingPanel.machine,
    {
      ...props,
      defaultSize: { width: 280, height: 180 },
      // Offset so that the second panel overlaps the first and the stacking shows.
      defaultPosition: { x: 200 + offset, y: 100 + offset },
      onOpenChange: ({ open }) => log(`panel ${name} ${open ? "opened" : "closed"}`),
    },
    { label: `panel ${name}` },
  )
  const api = floatingPanel.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Toggle {name}</button>
      <FloatingPanelWindow api={api} title={`Panel ${name}`}>
        <p>Content {name}</p>
        <p>Click or focus the panel behind to bring it to the front.</p>
      </FloatingPanelWindow>
    </>
  )
}

/**
 * zag's floating-panel/stacking: two independent panels share one stack. The one last opened
 * or focused is topmost (data-topmost, the higher z-index); the other is marked data-behind.
 */
export default function FloatingPanelStacking({ values }: DemoProps<typeof floatingPanelControls>) {
  return (
    <div className="sb-row">
      <StackedPanel name="A" offset={0} values={values} />
      <StackedPanel name="B" offset={40} values={values} />
    </div>
  )
}
