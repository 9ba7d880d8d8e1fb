import * as numberInput from "@zag-js/number-input"
import { normalizeProps } from "@zag-js/react"
import { useId } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as wrappedControls } from "./number-input.wrapped.controls"
import styles from "./number-input.css?inline"

export { styles }

const MIN = 0
const MAX = 10

/**
 * zag's number-input/wrapped: `allowOverflow` lets a step leave the range, and
 * `onValueInvalid` sends it round to the other end, so the field cycles 0 … 10 like a dial.
 */
export default function NumberInputWrapped({ values }: DemoProps<typeof wrappedControls>) {
  const log = useDemoLog()
  const hintId = useId()
  const service = useDemoMachine(numberInput.machine, {
    ...values,
    locale: "en-US",
    name: "number",
    min: MIN,
    max: MAX,
    defaultValue: "9",
    allowOverflow: true,
    onValueInvalid: ({ valueAsNumber }) => {
      // Called once the step has left the range; api is the render's, read when it fires.
      if (valueAsNumber > MAX) api.setValue(MIN)
      else if (valueAsNumber < MIN) api.setValue(MAX)
      else return
      log(`wrapped ${valueAsNumber} round`)
    },
  })
  const api = numberInput.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>Dial position</label>
      <div {...api.getControlProps()}>
        <button {...api.getDecrementTriggerProps()}>−</button>
        <input {...api.getInputProps()} aria-describedby={hintId} />
        <button {...api.getIncrementTriggerProps()}>+</button>
      </div>
      <p id={hintId} className="sb-number-input-hint">
        From {MIN} to {MAX}: past {MAX} it starts again at {MIN}, below {MIN} it goes to {MAX}.
      </p>
    </div>
  )
}
