import { normalizeProps } from "@zag-js/react"
import * as zagSwitch from "@zag-js/switch"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as switchControls } from "./switch.controls"
import styles from "./switch.css?inline"

export { styles }

type SwitchProps = DemoProps<typeof switchControls>

function FeatureSwitch({ values }: SwitchProps) {
  const service = useDemoMachine(zagSwitch.machine, values)
  const api = zagSwitch.connect(service, normalizeProps)
  return (
    <label {...api.getRootProps()}>
      <input {...api.getHiddenInputProps()} />
      <span {...api.getControlProps()}>
        <span {...api.getThumbProps()} />
      </span>
      <span {...api.getLabelProps()}>
        {api.checked ? "Feature is enabled" : "Feature is disabled"}
      </span>
    </label>
  )
}

export default function SwitchDemo({ values }: SwitchProps) {
  const formLog = useFormLog()
  return (
    <form {...formLog}>
      {/* zag reads the initial state once: a new one from the Controls tab starts a new switch. */}
      <FeatureSwitch key={String(values.defaultChecked)} values={values} />
    </form>
  )
}
