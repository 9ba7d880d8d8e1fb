import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

/**
 * A dialog whose content changes while open: Next replaces the step, removing the focused
 * button. The focus trap must follow the new content, keeping Tab inside the dialog.
 */
export default function DialogMutation({ values }: DemoProps<typeof dialogControls>) {
  const service = useDemoMachine(dialog.machine, values)
  const api = dialog.connect(service, normalizeProps)
  const [step, setStep] = useState(1)
  return (
    <>
      <button {...api.getTriggerProps()}>Start setup</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Setup, step {step} of 2</DemoHeading>
          <p {...api.getDescriptionProps()}>Each step replaces the dialog's buttons.</p>
          <div className="sb-row sb-dialog-actions">
            {step === 1 ? (
              <button type="button" onClick={() => setStep(2)}>
                Next
              </button>
            ) : (
              <>
                <button type="button" onClick={() => setStep(1)}>
                  Back
                </button>
                <button type="button" onClick={() => api.setOpen(false)}>
                  Finish
                </button>
              </>
            )}
          </div>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
