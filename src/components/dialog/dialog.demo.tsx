import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useId } from "react"
import { profileFields } from "./dialog-profile"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useFormLog } from "../kit/runtime/form-log"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

export default function DialogDemo({ values }: DemoProps<typeof dialogControls>) {
  const service = useDemoMachine(dialog.machine, values)
  const api = dialog.connect(service, normalizeProps)
  const formLog = useFormLog()
  const fieldId = useId()
  return (
    <>
      <button {...api.getTriggerProps()}>Edit Profile</button>
      {/* Inline, not portalled: the dialog stays in the element's shadow root. */}
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Edit profile</DemoHeading>
          <p {...api.getDescriptionProps()}>
            Make changes to your profile here. Click save when you are done.
          </p>
          <form
            {...formLog}
            onSubmit={(event) => {
              formLog.onSubmit(event)
              api.setOpen(false)
            }}
          >
            {profileFields.map((field) => (
              <div className="sb-dialog-field" key={field.name}>
                <label htmlFor={`${fieldId}-${field.name}`}>{field.label}</label>
                <input
                  id={`${fieldId}-${field.name}`}
                  name={field.name}
                  defaultValue={field.defaultValue}
                />
              </div>
            ))}
            <div className="sb-row sb-dialog-actions">
              <button type="submit">Save changes</button>
            </div>
          </form>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
