import * as radio from "@zag-js/radio-group"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { FruitItems } from "./fruit-items"
import styles from "./radio-group.css?inline"
import type { controls as segmentControlControls } from "./segment-control.controls"

export { styles }

const initialValue = "apple"

export default function SegmentControlDemo({ values }: DemoProps<typeof segmentControlControls>) {
  const service = useDemoMachine(radio.machine, { ...values, defaultValue: initialValue })
  const api = radio.connect(service, normalizeProps)
  return (
    <div className="sb-segment-demo">
      <div {...api.getRootProps()} data-variant="segment">
        <span {...api.getLabelProps()} className="sb-visually-hidden">
          Fruits
        </span>
        <div {...api.getIndicatorProps()} />
        <FruitItems api={api} />
      </div>
      <div className="sb-row">
        <button type="button" onClick={() => api.setValue(initialValue)}>
          Reset
        </button>
        <button type="button" onClick={() => api.clearValue()}>
          Clear
        </button>
        <button type="button" onClick={() => api.setValue("mango")}>
          Set to Mangoes
        </button>
        <button type="button" onClick={() => api.focus()}>
          Focus
        </button>
      </div>
    </div>
  )
}
