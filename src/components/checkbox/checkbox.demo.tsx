import { useState } from "react"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import type { controls as checkboxControls } from "./checkbox.controls"
import styles from "./checkbox.css?inline"
import { NewsletterCheckbox } from "./newsletter-checkbox"

export { styles }

export default function CheckboxDemo({ values }: DemoProps<typeof checkboxControls>) {
  const [fieldsetDisabled, setFieldsetDisabled] = useState(false)
  const formLog = useFormLog()
  return (
    <form className="sb-checkbox-form" {...formLog}>
      <fieldset disabled={fieldsetDisabled}>
        <legend>Preferences</legend>
        {/* zag reads the initial state once: a new one from the Controls tab starts a new
            checkbox, so that form reset restores what the control says. */}
        <NewsletterCheckbox key={values.checked} values={values} />
      </fieldset>
      <div className="sb-row">
        <button type="button" onClick={() => setFieldsetDisabled((current) => !current)}>
          {fieldsetDisabled ? "Enable fieldset" : "Disable fieldset"}
        </button>
        <button type="reset">Reset</button>
        <button type="submit">Submit</button>
      </div>
    </form>
  )
}
