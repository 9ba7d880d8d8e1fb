import { normalizeProps } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as changeEndControls } from "./slider.change-end.controls"
import styles from "./slider.css?inline"
import { SliderControl } from "./slider-view"

export { styles }

const START = [50]

/**
 * zag's slider/change-end: the two callbacks side by side. A drag fires onValueChange at each
 * move and onValueChangeEnd once, on release; that is where work too costly to run on every
 * move (saving, fetching) belongs.
 */
export default function SliderChangeEnd({ values }: DemoProps<typeof changeEndControls>) {
  const log = useDemoLog()
  const [live, setLive] = useState(START)
  const [settled, setSettled] = useState(START)
  const [settleCount, setSettleCount] = useState(0)
  const service = useDemoMachine(slider.machine, {
    ...values,
    name: "quantity",
    defaultValue: START,
    onValueChange: ({ value }) => setLive(value),
    onValueChangeEnd: ({ value }) => {
      log("value change end", value)
      setSettled(value)
      setSettleCount((count) => count + 1)
    },
  })
  const api = slider.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <div className="sb-slider-header">
        <label {...api.getLabelProps()}>Quantity</label>
      </div>
      <SliderControl api={api} />
      <dl className="sb-slider-reports">
        <dt>onValueChange</dt>
        <dd>
          <output aria-label="Changing">{live[0]}</output>
        </dd>
        <dt>onValueChangeEnd</dt>
        <dd>
          <output aria-label="Settled">{settled[0]}</output>{" "}
          <span className="sb-slider-count">
            ({settleCount === 1 ? "once" : `${settleCount} times`})
          </span>
        </dd>
      </dl>
    </div>
  )
}
