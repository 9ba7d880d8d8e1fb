import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useEffect, useState } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import type { controls as dialogControls } from "./dialog.controls"
import styles from "./dialog.css?inline"

export { styles }

/** Stands in for a server's reply to the save. */
const SAVE_DELAY_MS = 800

/**
 * A controlled dialog that closes later: the page owns `open`, and Save keeps the dialog
 * open while a timer stands in for the server, then closes it from outside the machine.
 */
export default function DialogDelayedClose({ values }: DemoProps<typeof dialogControls>) {
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const service = useDemoMachine(dialog.machine, {
    ...values,
    open,
    onOpenChange: (details) => setOpen(details.open),
  })
  const api = dialog.connect(service, normalizeProps)

  useEffect(() => {
    if (!saving) return
    const timer = setTimeout(() => {
      setSaving(false)
      setOpen(false)
    }, SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [saving])

  return (
    <>
      <button {...api.getTriggerProps()}>Edit note</button>
      <p role="status" className="sb-dialog-active">
        {saving ? "Saving…" : open ? "Dialog open" : "Dialog closed"}
      </p>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Edit note</DemoHeading>
          <p {...api.getDescriptionProps()}>Save waits for the server, then closes the dialog.</p>
          <div className="sb-row sb-dialog-actions">
            <button type="button" disabled={saving} onClick={() => setSaving(true)}>
              {saving ? "Saving…" : "Save"}
            </button>
          </div>
          <button {...api.getCloseTriggerProps()} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
