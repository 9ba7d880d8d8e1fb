import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

/**
 * Skipping by markup: Close and Help come first but carry `data-no-autofocus`, so zag passes
 * over them and focus starts on Cancel, the safe answer to a destructive question.
 */
export default function DialogNoAutofocusAttr({ values }: DemoProps<typeof dialogControls>) {
  const service = useDemoMachine(dialog.machine, values)
  const api = dialog.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Delete item</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <div className="sb-row">
            <button {...api.getCloseTriggerProps()} aria-label="Close" data-no-autofocus="">
              <span aria-hidden="true">×</span>
            </button>
            <button type="button" aria-label="Help" data-no-autofocus="">
              ?
            </button>
          </div>
          <DemoHeading {...api.getTitleProps()}>Delete item?</DemoHeading>
          <p {...api.getDescriptionProps()}>Close and Help are skipped: focus starts on Cancel.</p>
          <div className="sb-row sb-dialog-actions">
            <button type="button" onClick={() => api.setOpen(false)}>
              Cancel
            </button>
            <button type="button" onClick={() => api.setOpen(false)}>
              Delete
            </button>
          </div>
        </div>
      </div>
    </>
  )
}
