import * as radio from "@zag-js/radio-group"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { FruitItems } from "./fruit-items"
import type { controls as radioGroupControls } from "./radio-group.controls"
import styles from "./radio-group.css?inline"

export { styles }

export default function RadioGroupDemo({ values }: DemoProps<typeof radioGroupControls>) {
  const service = useDemoMachine(radio.machine, values)
  const api = radio.connect(service, normalizeProps)
  const formLog = useFormLog()
  return (
    <form className="sb-radio-form" {...formLog}>
      <div {...api.getRootProps()}>
        <DemoHeading {...api.getLabelProps()}>Fruits</DemoHeading>
        <FruitItems api={api} />
      </div>
      <div className="sb-row">
        <button type="reset">Reset</button>
        <button type="submit">Submit</button>
      </div>
    </form>
  )
}
