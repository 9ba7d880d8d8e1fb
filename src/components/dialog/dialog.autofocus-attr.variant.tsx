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
 * Focus chosen in the markup rather than in the machine's settings: zag gives focus on open to
 * the element marked `data-autofocus` (or `autofocus`), here the Name field, though the close
 * button comes first.
 */
export default function DialogAutofocusAttr({ values }: DemoProps<typeof dialogControls>) {
  const service = useDemoMachine(dialog.machine, values)
  const api = dialog.connect(service, normalizeProps)
  const nameId = useId()
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
              <label htmlFor={nameId}>Name</label>
              <input id={nameId} name="name" defaultValue="Roadmap" data-autofocus />
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
