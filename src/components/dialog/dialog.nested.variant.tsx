import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

/**
 * A dialog that opens another: two machines, the second rendered inside the first's content
 * so zag's layer stack knows it is on top. Escape and outside clicks close only the top one;
 * the inner dialog can also close the outer, which takes the inner with it.
 */
export default function DialogNested({ values }: DemoProps<typeof dialogControls>) {
  const outerService = useDemoMachine(dialog.machine, values, { label: "outer dialog" })
  const outer = dialog.connect(outerService, normalizeProps)
  const innerService = useDemoMachine(dialog.machine, values, { label: "inner dialog" })
  const inner = dialog.connect(innerService, normalizeProps)

  return (
    <>
      <button {...outer.getTriggerProps()}>Open settings</button>
      <div {...outer.getBackdropProps()} />
      <div {...outer.getPositionerProps()}>
        <div {...outer.getContentProps()}>
          <DemoHeading {...outer.getTitleProps()}>Settings</DemoHeading>
          <p {...outer.getDescriptionProps()}>Account settings. Deleting the account asks first.</p>
          <button {...inner.getTriggerProps()}>Delete account…</button>
          <button {...outer.getCloseTriggerProps()} aria-label="Close settings">
            <span aria-hidden="true">×</span>
          </button>
          {/* Inside the outer content: the inner dialog belongs to it and closes with it. */}
          <div {...inner.getBackdropProps()} />
          <div {...inner.getPositionerProps()}>
            <div {...inner.getContentProps()}>
              <button {...inner.getCloseTriggerProps()} aria-label="Close confirmation">
                <span aria-hidden="true">×</span>
              </button>
              <DemoHeading {...inner.getTitleProps()}>Delete account?</DemoHeading>
              <p {...inner.getDescriptionProps()}>
                Escape closes this confirmation only; the settings stay open.
              </p>
              <div className="sb-row sb-dialog-actions">
                <button type="button" onClick={() => outer.setOpen(false)}>
                  Close both
                </button>
              </div>
            </div>
          </div>
        </div>
      </div>
    </>
  )
}
