import * as pinInput from "@zag-js/pin-input"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import type { ControlValues } from "../kit/runtime/controls"
import { DemoProblem } from "../kit/parts/demo-problem"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoLog } from "../kit/runtime/use-demo-log"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as pinInputControls } from "./pin-input.controls"
import styles from "./pin-input.css?inline"

export { styles }

type PinValues = ControlValues<typeof pinInputControls>

const REFUSED_BECAUSE: Record<PinValues["type"], string> = {
  numeric: "only digits are accepted",
  alphabetic: "only letters are accepted",
  alphanumeric: "only letters and digits are accepted",
}

export default function PinInputDemo({ values }: DemoProps<typeof pinInputControls>) {
  // zag reads the input count once, when the machine starts: a new length needs a new machine.
  return <PinInputField key={values.length} values={values} />
}

function PinInputField({ values }: { values: PinValues }) {
  const log = useDemoLog()
  const formLog = useFormLog()
  const [completed, setCompleted] = useState<string | null>(null)
  const [refused, setRefused] = useState<string | null>(null)
  const service = useDemoMachine(pinInput.machine, {
    ...values,
    count: values.length,
    name: "pin",
    onValueChange: (details) => {
      setRefused(null)
      if (details.value.some((char) => char === "")) setCompleted(null)
    },
    onValueComplete: (details) => {
      setCompleted(details.valueAsString)
      log("pin input complete", details.valueAsString)
    },
    onValueInvalid: (details) => {
      const message = `“${details.value}” refused: ${REFUSED_BECAUSE[values.type]}.`
      setRefused(message)
      log(`pin input ${message}`)
    },
  })
  const api = pinInput.connect(service, normalizeProps)
  return (
    <form {...formLog}>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Enter your PIN</label>
        <div {...api.getControlProps()}>
          {api.items.map((index) => (
            <input key={index} {...api.getInputProps({ index })} />
          ))}
        </div>
        <input {...api.getHiddenInputProps()} />
      </div>
      <div className="sb-row sb-pin-input-actions">
        <button type="button" onClick={api.clearValue}>
          Clear
        </button>
      </div>
      <p className="sb-pin-input-result" aria-live="polite">
        {completed !== null &&
          `Completed: ${values.mask ? "•".repeat(completed.length) : completed}`}
      </p>
      {refused && <DemoProblem>{refused}</DemoProblem>}
    </form>
  )
}
