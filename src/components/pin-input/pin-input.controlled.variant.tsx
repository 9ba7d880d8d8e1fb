import * as pinInput from "@zag-js/pin-input"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as controlledControls } from "./pin-input.controlled.controls"
import styles from "./pin-input.css?inline"

export { styles }

const COUNT = 3
const EMPTY = Array<string>(COUNT).fill("")

/**
 * zag's controlled pin input: the page owns the boxes' characters (`value` + `onValueChange`),
 * so a button outside fills them and what the page holds is shown below them.
 */
export default function PinInputControlled({ values }: DemoProps<typeof controlledControls>) {
  const [value, setValue] = useState<string[]>(EMPTY)
  const service = useDemoMachine(pinInput.machine, {
    ...values,
    count: COUNT,
    name: "code",
    value,
    onValueChange: (details) => setValue(details.value),
  })
  const api = pinInput.connect(service, normalizeProps)
  const held = value.join("")
  return (
    <div className="sb-pin-input-controlled">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Enter code</label>
        <div {...api.getControlProps()}>
          {api.items.map((index) => (
            <input key={index} {...api.getInputProps({ index })} />
          ))}
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <div className="sb-row" role="group" aria-label="Set from the page">
        <button type="button" onClick={() => setValue(["1", "2", "3"])}>
          Set 1-2-3
        </button>
        <button type="button" onClick={() => setValue(EMPTY)}>
          Clear
        </button>
      </div>
      <p>
        The page holds: <output>{held === "" ? "nothing" : `“${held}”`}</output>
      </p>
    </div>
  )
}
