import * as splitter from "@zag-js/splitter"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { Handle } from "./split-group"
import type { controls } from "./splitter.collapsible.controls"
import styles from "./splitter.css?inline"

export { styles }

/**
 * A sidebar that collapses: it keeps between 10 and 20 percent, and dragged (or moved with
 * the arrows) below 10 it snaps to a 5 percent strip. Enter on the handle collapses it and
 * expands it again, within its bounds; the button (zag's collapsePanel and expandPanel) expands it back
 * to the size it had.
 */
export default function SplitterCollapsible({ values }: DemoProps<typeof controls>) {
  const log = useDemoLog()
  const service = useDemoMachine(splitter.machine, {
    ...values,
    panels: [
      { id: "sidebar", collapsible: true, collapsedSize: 5, minSize: 10, maxSize: 20 },
      { id: "content", minSize: 50 },
    ],
    defaultSize: [15, 85],
    onCollapse: (details) => log("collapsed", details),
    onExpand: (details) => log("expanded", details),
  })
  const api = splitter.connect(service, normalizeProps)
  const collapsed = api.isPanelCollapsed("sidebar")

  return (
    <div className="sb-splitter">
      <div className="sb-splitter-frame" data-orientation={values.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "sidebar" })} data-collapsed={collapsed || undefined}>
            {collapsed ? <span aria-hidden="true">≡</span> : "Sidebar"}
          </div>
          <Handle api={api} id="sidebar:content" label="Resize Sidebar and Content" />
          <div {...api.getPanelProps({ id: "content" })}>Content</div>
        </div>
      </div>
      <div className="sb-row">
        <button
          type="button"
          onClick={() => (collapsed ? api.expandPanel("sidebar") : api.collapsePanel("sidebar"))}
        >
          {collapsed ? "Expand sidebar" : "Collapse sidebar"}
        </button>
        <p role="status" className="sb-splitter-status">
          Sidebar {collapsed ? "collapsed" : `at ${Math.round(api.getPanelSize("sidebar"))}%`}
        </p>
      </div>
    </div>
  )
}
