import * as splitter from "@zag-js/splitter"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { Handle } from "./split-group"
import type { controls as fixedSizeControls } from "./splitter.collapsible.controls"
import styles from "./splitter.css?inline"

export { styles }

/**
 * Two panels with a block of fixed width between them that is not a panel: the panels share
 * what is left of the splitter, so dragging a handle, or the splitter itself growing or
 * shrinking, changes only them and never the block.
 */
export default function SplitterFixedSize({ values }: DemoProps<typeof fixedSizeControls>) {
  const log = useDemoLog()
  const service = useDemoMachine(splitter.machine, {
    ...values,
    panels: [
      { id: "left", minSize: 20 },
      { id: "right", minSize: 20 },
    ],
    defaultSize: [50, 50],
    onResizeEnd: (details) => log("resized", details.size),
  })
  const api = splitter.connect(service, normalizeProps)
  // Empty until zag has measured the splitter, a frame after mount.
  const [left, right] = api.getSizes().map((size) => `${Math.round(size)}%`)

  return (
    <div className="sb-splitter sb-splitter-fixed-size">
      <div className="sb-splitter-frame" data-orientation={values.orientation}>
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "left" })}>Left</div>
          {/* Each handle names only the panel on its side of the block: zag finds the panel on
              the other side by walking past the block, so both handles move the same two. */}
          <Handle api={api} id="left:" label="Resize Left" />
          <div className="sb-splitter-fixed">Fixed 100px</div>
          <Handle api={api} id=":right" label="Resize Right" />
          <div {...api.getPanelProps({ id: "right" })}>Right</div>
        </div>
      </div>
      <p className="sb-splitter-status">{left && right ? `Left ${left}, Right ${right}` : ""}</p>
    </div>
  )
}
