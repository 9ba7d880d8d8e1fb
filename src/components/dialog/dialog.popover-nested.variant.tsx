import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import { PopoverCard } from "../popover/popover-card"
import popoverCss from "../popover/popover.css?inline"
import type { controls as dialogControls } from "./dialog.controls"
import dialogCss from "./dialog.css?inline"

export const styles = dialogCss + popoverCss

/**
 * Dialog, popover, dialog: a settings dialog holds a members popover, whose Remove button
 * opens a confirmation dialog. zag stacks the three as layers, so Escape or Cancel closes the
 * confirmation only, leaving the popover and the settings open. The confirmation renders
 * beside the popover, not inside it: the popover's positioner is transformed, which would pin
 * a fixed dialog to it; the layer stack, not the DOM, keeps it above the popover.
 */
export default function DialogPopoverNested({ values }: DemoProps<typeof dialogControls>) {
  const settingsService = useDemoMachine(dialog.machine, values, { label: "settings dialog" })
  const settings = dialog.connect(settingsService, normalizeProps)
  const confirmService = useDemoMachine(dialog.machine, values, { label: "confirm dialog" })
  const confirm = dialog.connect(confirmService, normalizeProps)

  return (
    <>
      <button {...settings.getTriggerProps()}>Project settings</button>
      <div {...settings.getBackdropProps()} />
      <div {...settings.getPositionerProps()}>
        <div {...settings.getContentProps()}>
          <DemoHeading {...settings.getTitleProps()}>Project settings</DemoHeading>
          <p {...settings.getDescriptionProps()}>
            The members popover below opens a confirmation of its own.
          </p>
          <PopoverCard
            settings={{
              closeOnEscape: true,
              closeOnInteractOutside: true,
              placement: "bottom-start",
            }}
            machineLabel="members popover"
            triggerText="Members"
            title="Members"
            description="Bob Smith can edit this project."
          >
            <button {...confirm.getTriggerProps()}>Remove Bob…</button>
          </PopoverCard>
          <button {...settings.getCloseTriggerProps()} aria-label="Close settings">
            <span aria-hidden="true">×</span>
          </button>
          <div {...confirm.getBackdropProps()} />
          <div {...confirm.getPositionerProps()}>
            <div {...confirm.getContentProps()}>
              <DemoHeading {...confirm.getTitleProps()}>Remove Bob?</DemoHeading>
              <p {...confirm.getDescriptionProps()}>
                Cancel or Escape closes this confirmation only: the members and the settings stay
                open.
              </p>
              <div className="sb-row sb-dialog-actions">
                <button type="button" onClick={() => confirm.setOpen(false)}>
                  Cancel
                </button>
              </div>
              <button {...confirm.getCloseTriggerProps()} aria-label="Close confirmation">
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </div>
        </div>
      </div>
    </>
  )
}
