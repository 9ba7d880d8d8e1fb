import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useId, useRef } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { profileFields } from "./dialog-profile"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

/**
 * A dialog that picks where focus lands: the close button comes first, and would take focus
 * by default, but `initialFocusEl` sends it to the Username field, the one a user came to edit.
 */
export default function DialogInitialFocus({ values }: DemoProps<typeof dialogControls>) {
  const usernameRef = useRef<HTMLInputElement>(null)
  const service = useDemoMachine(dialog.machine, {
    ...values,
    initialFocusEl: () => usernameRef.current,
  })
  const api = dialog.connect(service, normalizeProps)
  const fieldId = useId()
  return (
    <>
      <button {...api.getTriggerProps()}>Change username</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
          <DemoHeading {...api.getTitleProps()}>Change username</DemoHeading>
          <p {...api.getDescriptionProps()}>Focus starts in the Username field, not on Close.</p>
          <form onSubmit={(event) => (event.preventDefault(), api.setOpen(false))}>
            {profileFields.map((field) => (
              <div className="sb-dialog-field" key={field.name}>
                <label htmlFor={`${fieldId}-${field.name}`}>{field.label}</label>
                <input
                  id={`${fieldId}-${field.name}`}
                  name={field.name}
                  defaultValue={field.defaultValue}
                  ref={field.name === "username" ? usernameRef : undefined}
                />
              </div>
            ))}
            <div className="sb-row sb-dialog-actions">
              <button type="submit">Save</button>
            </div>
          </form>
        </div>
      </div>
    </>
  )
}
