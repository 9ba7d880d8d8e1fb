import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useId } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

/**
 * Focus by markup: the Name field carries `data-autofocus`, which zag looks for before the
 * first tabbable element (the Close button here), with no `initialFocusEl` in the code.
 */
export default function DialogAutofocusAttr({ values }: DemoProps<typeof dialogControls>) {
  const service = useDemoMachine(dialog.machine, values)
  const api = dialog.connect(service, normalizeProps)
  const fieldId = useId()
  return (
    <>
      <button {...api.getTriggerProps()}>Rename</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
          <DemoHeading {...api.getTitleProps()}>Rename project</DemoHeading>
          <p {...api.getDescriptionProps()}>The Name field is marked data-autofocus.</p>
          <form onSubmit={(event) => (event.preventDefault(), api.setOpen(false))}>
            <div className="sb-dialog-field">
              <label htmlFor={fieldId}>Name</label>
              <input id={fieldId} name="name" defaultValue="Statebook" data-autofocus="" />
            </div>
            <div className="sb-row sb-dialog-actions">
              <button type="submit">Save</button>
            </div>
          </form>
        </div>
      </div>
    </>
  )
}
