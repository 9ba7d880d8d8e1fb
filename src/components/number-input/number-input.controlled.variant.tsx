import * as numberInput from "@zag-js/number-input"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as controlledControls } from "./number-input.controlled.controls"
import styles from "./number-input.css?inline"

export { styles }

const PRESETS = ["12.5", "50", "0"]

/**
 * zag's controlled number input: the page owns the value (`value` + `onValueChange`), so the
 * buttons outside the widget set it, and what the page holds is shown beside it. Clear hands
 * back an empty string, which the field shows as empty.
 */
export default function NumberInputControlled({ values }: DemoProps<typeof controlledControls>) {
  const [value, setValue] = useState("")
  const service = useDemoMachine(numberInput.machine, {
    ...values,
    locale: "en-US",
    name: "number",
    value,
    onValueChange: (details) => setValue(details.value),
  })
  const api = numberInput.connect(service, normalizeProps)
  return (
    <div className="sb-number-input-controlled">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Amount</label>
        <div {...api.getControlProps()}>
          <button {...api.getDecrementTriggerProps()}>−</button>
          <input {...api.getInputProps()} />
          <button {...api.getIncrementTriggerProps()}>+</button>
        </div>
      </div>
      <div className="sb-row" role="group" aria-label="Set from the page">
        {PRESETS.map((preset) => (
          <button key={preset} type="button" onClick={() => setValue(preset)}>
            Set {preset}
          </button>
        ))}
        <button type="button" onClick={() => setValue("")}>
          Clear
        </button>
      </div>
      <p>
        The page holds: <output>{value === "" ? "nothing" : `“${value}”`}</output>
      </p>
    </div>
  )
}
