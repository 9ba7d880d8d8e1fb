import * as passwordInput from "@zag-js/password-input"
import { normalizeProps } from "@zag-js/react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import { EyeIcon } from "./password-input-icons"
import type { controls as passwordInputControls } from "./password-input.controls"
import styles from "./password-input.css?inline"

export { styles }

export default function PasswordInputDemo({ values }: DemoProps<typeof passwordInputControls>) {
  const { visible, ...props } = values
  const service = useDemoMachine(passwordInput.machine, { ...props, defaultVisible: visible })
  const api = passwordInput.connect(service, normalizeProps)
  // The machine owns visibility; the Visible control shows or hides it as the eye button does.
  useSettingToMachine(visible, (value) => api.setVisible(value))

  return (
    // sb-field: the kit's look of a text field, shared with the other demos' fields.
    <div {...api.getRootProps()} className="sb-field">
      <label {...api.getLabelProps()}>Password</label>
      <div {...api.getControlProps()}>
        <input {...api.getInputProps()} />
        {/* zag names the button "Show password" or "Hide password" as the state changes. */}
        <button {...api.getVisibilityTriggerProps()}>
          <span {...api.getIndicatorProps()}>
            <EyeIcon struck={!api.visible} />
          </span>
        </button>
      </div>
    </div>
  )
}
