import * as tabs from "@zag-js/tabs"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, type ReactNode } from "react"
import { useDemoEnvironment } from "./demo-environment"

interface DemoToolbarProps {
  controls: ReactNode
  visualizer: ReactNode
  /** The Code tab's content, rendered only while that tab is open (it loads on demand). */
  code?: ReactNode
}

/**
 * The side panel every demo has: the Controls and Visualizer tabs. It runs zag's own tabs
 * machine, kept out of the Visualizer on purpose: the panel shows the demo, not itself.
 */
export function DemoToolbar({ controls, visualizer, code }: DemoToolbarProps) {
  const { getRootNode } = useDemoEnvironment()
  const service = useMachine(tabs.machine, {
    id: useId(),
    getRootNode,
    defaultValue: "controls",
    activationMode: "automatic",
  })
  const api = tabs.connect(service, normalizeProps)
  return (
    <aside className="sb-toolbar" part="toolbar" aria-label="Demo toolbar">
      <div {...api.getRootProps()} className="sb-toolbar-tabs">
        <div {...api.getListProps()} className="sb-toolbar-list">
          <button {...api.getTriggerProps({ value: "controls" })}>Controls</button>
          <button {...api.getTriggerProps({ value: "visualizer" })}>Visualizer</button>
          {code && <button {...api.getTriggerProps({ value: "code" })}>Code</button>}
        </div>
        <div {...api.getContentProps({ value: "controls" })} className="sb-toolbar-panel">
          {controls}
        </div>
        <div {...api.getContentProps({ value: "visualizer" })} className="sb-toolbar-panel">
          {visualizer}
        </div>
        {code && (
          <div {...api.getContentProps({ value: "code" })} className="sb-toolbar-panel">
            {api.value === "code" && code}
          </div>
        )}
      </div>
    </aside>
  )
}
