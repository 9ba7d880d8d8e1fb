import * as splitter from "@zag-js/splitter"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { DEFAULT_LAYOUT, readLayout, saveLayout } from "./saved-layout"
import { Handle } from "./split-group"
import type { controls } from "./splitter.collapsible.controls"
import styles from "./splitter.css?inline"

export { styles }

/**
 * A layout that survives a reload: the sizes are saved to localStorage when a resize ends
 * and read back as the starting sizes. zag keeps no storage itself; `defaultSize` and
 * `onResizeEnd` are all it takes.
 */
export default function SplitterPersistentLayout({ values }: DemoProps<typeof controls>) {
  const [initial] = useState(readLayout)
  const service = useDemoMachine(splitter.machine, {
    ...values,
    panels: [{ id: "nav" }, { id: "page" }],
    defaultSize: initial,
    onResizeEnd: (details) => saveLayout(details.size),
  })
  const api = splitter.connect(service, normalizeProps)
  const [nav] = api.getSizes()

  return (
    <div className="sb-splitter">
      <div className="sb-splitter-frame" data-orientation={values.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "nav" })}>Navigation</div>
          <Handle api={api} id="nav:page" label="Resize Navigation and Page" />
          <div {...api.getPanelProps({ id: "page" })}>Page</div>
        </div>
      </div>
      <div className="sb-row">
        <button
          type="button"
          // zag ends this resize too, so the default layout is what gets saved.
          onClick={() => api.setSizes(DEFAULT_LAYOUT)}
        >
          Reset layout
        </button>
        <p className="sb-splitter-status">
          Navigation at {Math.round(nav ?? 0)}%, kept across reloads
        </p>
      </div>
    </div>
  )
}
