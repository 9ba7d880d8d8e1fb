import * as splitter from "@zag-js/splitter"
import { normalizeProps } from "@zag-js/react"
import { useMemo, useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { Handle } from "./split-group"
import type { controls } from "./splitter.collapsible.controls"
import styles from "./splitter.css?inline"

export { styles }

/**
 * Side panels that come and go: hiding one takes it and its handle out of the DOM and out of
 * zag's `panels`, and zag shares the room among the panels left.
 */
export default function SplitterConditional({ values }: DemoProps<typeof controls>) {
  const [showLeft, setShowLeft] = useState(true)
  const [showRight, setShowRight] = useState(true)
  const panels = useMemo(
    () => [
      ...(showLeft ? [{ id: "left", minSize: 20 }] : []),
      { id: "center", minSize: 30 },
      ...(showRight ? [{ id: "right", minSize: 20 }] : []),
    ],
    [showLeft, showRight],
  )
  const service = useDemoMachine(splitter.machine, { ...values, panels })
  const api = splitter.connect(service, normalizeProps)

  return (
    <div className="sb-splitter">
      <div className="sb-row">
        <button type="button" aria-pressed={showLeft} onClick={() => setShowLeft(!showLeft)}>
          Left panel
        </button>
        <button type="button" aria-pressed={showRight} onClick={() => setShowRight(!showRight)}>
          Right panel
        </button>
      </div>
      <div className="sb-splitter-frame" data-orientation={values.orientation}>
        <div {...api.getRootProps()}>
          {showLeft ? (
            <>
              <div {...api.getPanelProps({ id: "left" })}>Left</div>
              <Handle api={api} id="left:center" label="Resize Left and Center" />
            </>
          ) : null}
          <div {...api.getPanelProps({ id: "center" })}>Center</div>
          {showRight ? (
            <>
              <Handle api={api} id="center:right" label="Resize Center and Right" />
              <div {...api.getPanelProps({ id: "right" })}>Right</div>
            </>
          ) : null}
        </div>
      </div>
    </div>
  )
}
