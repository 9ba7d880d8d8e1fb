import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

/**
 * Buttons kept out of the first focus: zag skips elements marked `data-no-autofocus` when it
 * picks what to focus on open, so a confirmation starts on Cancel, the safe answer, rather
 * than on Close or Help, which come first.
 */
export default function DialogNoAutofocusAttr({ values }: DemoProps<typeof dialogControls>) {
  const service = useDemoMachine(dialog.machine, values)
  const api = dialog.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Delete file</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <button {...api.getCloseTriggerProps()} aria-label="Close" data-no-autofocus>
            <span aria-hidden="true">×</span>
          </button>
          <button type="button" aria-label="Help" data-no-autofocus>
            <span aria-hidden="true">?</span>
          </button>
          <DemoHeading {...api.getTitleProps()}>Delete Budget.xlsx?</DemoHeading>
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
