import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { DemoHeading } from "../kit/parts/demo-heading"
import type { DemoProps } from "../kit/runtime/demo-types"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import dialogCss from "../dialog/dialog.css?inline"
import { PopoverCard } from "./popover-card"
import type { controls as popoverControls } from "./popover.controls"
import popoverCss from "./popover.css?inline"

export const styles = dialogCss + popoverCss

/**
 * Three popovers, each opened from inside the one before, inside a modal dialog. Every level
 * renders inside the dialog's content (inline, as all our popups), so the dialog's focus trap
 * holds them all; each popover is a layer above the dialog, so Escape closes the topmost
 * popover only, and a click elsewhere in the dialog closes the popovers but not the dialog.
 */
export default function PopoverInDialog({ values }: DemoProps<typeof popoverControls>) {
  const service = useDemoMachine(dialog.machine, {}, { label: "dialog" })
  const api = dialog.connect(service, normalizeProps)
  return (
    <>
      <button {...api.getTriggerProps()}>Open dialog</button>
      <div {...api.getBackdropProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <DemoHeading {...api.getTitleProps()}>Sharing</DemoHeading>
          <p {...api.getDescriptionProps()}>
            The popovers below open three levels deep, all inside this dialog.
          </p>
          <PopoverCard
            settings={values}
            machineLabel="first popover"
            triggerText="Open first popover"
            title="First popover"
            description="The first level: it opens the second."
          >
            <PopoverCard
              settings={values}
              machineLabel="second popover"
              triggerText="Open second popover"
              title="Second popover"
              description="The second level, with a field."
            >
              <label className="sb-popover-field">
                Note
                <input name="note" placeholder="Type here" />
              </label>
              <PopoverCard
                settings={values}
                machineLabel="third popover"
                triggerText="Open third popover"
                title="Third popover"
                description="The deepest level."
              >
                <a href="#sharing-help" onClick={(event) => event.preventDefault()}>
                  Sharing help
                </a>
              </PopoverCard>
            </PopoverCard>
          </PopoverCard>
          <button {...api.getCloseTriggerProps()} aria-label="Close dialog">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
