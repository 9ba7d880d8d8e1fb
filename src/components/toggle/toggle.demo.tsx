import { normalizeProps } from "@zag-js/react"
import * as toggle from "@zag-js/toggle"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { useSettingToMachine } from "../kit/runtime/use-setting-to-machine"
import type { controls as toggleControls } from "./toggle.controls"
import styles from "./toggle.css?inline"

export { styles }

export default function ToggleDemo({ values }: DemoProps<typeof toggleControls>) {
  const service = useDemoMachine(toggle.machine, {
    disabled: values.disabled,
    defaultPressed: values.pressed,
  })
  const api = toggle.connect(service, normalizeProps)
  // The machine owns pressed; the Pressed control presses or releases it as a click does.
  useSettingToMachine(values.pressed, (pressed) => api.setPressed(pressed))

  return (
    <div className="sb-toggle">
      {/* An icon-only button: the label gives it the name a screen reader announces. */}
      <button {...api.getRootProps()} aria-label="Bold">
        <span {...api.getIndicatorProps()} aria-hidden="true">
          B
        </span>
      </button>
      {/* What the button does, so its state shows in the text as well as on the button. */}
      <p className="sb-toggle-sample" data-bold={api.pressed ? "" : undefined}>
        The quick brown fox jumps over the lazy dog.
      </p>
    </div>
  )
}
