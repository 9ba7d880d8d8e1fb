import * as splitter from "@zag-js/splitter"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { Handle } from "./split-group"
import type { controls as relativeUnitsControls } from "./splitter.relative-units.controls"
import styles from "./splitter.css?inline"

export { styles }

const PANELS = [
  { id: "header", minSize: "3rem", maxSize: "20vh" },
  { id: "body", minSize: "6rem" },
  { id: "footer", minSize: "2em", maxSize: "25vh" },
] satisfies splitter.PanelData[]

// zag turns each unit into percent of the splitter's height when it measures it; em is the
// splitter's own font size, which the CSS sets larger than rem to tell the two apart.
const DEFAULT_SIZE = ["4rem", "60%", "3em"]

/**
 * A stack of header, body and footer whose sizes and limits are written in rem, em, vh and
 * percent: the handles stop where those units do, and the panels keep to them in pixels.
 */
export default function SplitterRelativeUnits(_props: DemoProps<typeof relativeUnitsControls>) {
  const log = useDemoLog()
  const service = useDemoMachine(splitter.machine, {
    orientation: "vertical",
    panels: PANELS,
    defaultSize: DEFAULT_SIZE,
    onResizeEnd: (details) => log("resized", details.size),
  })
  const api = splitter.connect(service, normalizeProps)
  // Empty until zag has measured the splitter, a frame after mount.
  const sizes = api.getSizes().map((size) => `${Math.round(size)}%`)

  return (
    <div className="sb-splitter sb-splitter-relative-units">
      <div className="sb-splitter-frame" data-orientation="vertical">
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "header" })}>Header: 3rem to 20vh</div>
          <Handle api={api} id="header:body" label="Resize Header and Body" />
          <div {...api.getPanelProps({ id: "body" })}>Body: at least 6rem</div>
          <Handle api={api} id="body:footer" label="Resize Body and Footer" />
          <div {...api.getPanelProps({ id: "footer" })}>Footer: 2em to 25vh</div>
        </div>
      </div>
      <p className="sb-splitter-status">
        {sizes.length === 3
          ? `Header ${sizes[0]}, Body ${sizes[1]}, Footer ${sizes[2]} of the height`
          : ""}
      </p>
    </div>
  )
}
