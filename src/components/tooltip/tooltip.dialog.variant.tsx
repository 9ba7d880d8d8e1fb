import * as dialog from "@zag-js/dialog"
import { mergeProps, normalizeProps } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { useId } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { PopupArrow } from "../kit/parts/popup-arrow"
import type { DemoProps } from "../kit/runtime/demo-types"
import { overlayPositioning } from "../kit/runtime/overlay"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"
import dialogCss from "../dialog/dialog.css?inline"
import type { controls as tooltipControls } from "./tooltip.controls"
import tooltipCss from "./tooltip.css?inline"

export const styles = dialogCss + tooltipCss

type TooltipSettings = DemoProps<typeof tooltipControls>["values"]

function useTooltip(settings: TooltipSettings, label: string, ids?: tooltip.Props["ids"]) {
  const { placement, ...rest } = settings
  const service = useDemoMachine(
    tooltip.machine,
    { ...rest, ids, positioning: { ...overlayPositioning, placement } },
    { label },
  )
  return tooltip.connect(service, normalizeProps)
}

function TooltipContent(props: { api: tooltip.Api; text: string }) {
  return (
    // Inline, not portalled: inside the dialog's content it stays within its focus trap.
    <div {...props.api.getPositionerProps()}>
      <div {...props.api.getContentProps()}>
        <PopupArrow api={props.api} />
        {props.text}
      </div>
    </div>
  )
}

/**
 * One button that is both a tooltip's trigger and a dialog's: both machines are given the same
 * trigger id, so each finds the one element. Hovering it shows the tooltip; clicking it closes
 * the tooltip and opens the dialog, which has a tooltip of its own on its Save button.
 */
export default function TooltipDialog({ values }: DemoProps<typeof tooltipControls>) {
  const triggerId = useId()
  const outer = useTooltip(values, "Edit profile tooltip", { trigger: triggerId })
  const dialogService = useDemoMachine(
    dialog.machine,
    { ids: { trigger: triggerId } },
    { label: "dialog" },
  )
  const modal = dialog.connect(dialogService, normalizeProps)
  const save = useTooltip(values, "Save tooltip")
  return (
    <>
      <button {...mergeProps(outer.getTriggerProps(), modal.getTriggerProps())}>
        Edit profile
      </button>
      <TooltipContent api={outer} text="Change your name and photo" />
      <div {...modal.getBackdropProps()} />
      <div {...modal.getPositionerProps()}>
        <div {...modal.getContentProps()}>
          <DemoHeading {...modal.getTitleProps()}>Edit profile</DemoHeading>
          <p {...modal.getDescriptionProps()}>
            Make changes to your profile here. Click save when you are done.
          </p>
          <label className="sb-tooltip-dialog-field">
            Name
            <input name="name" placeholder="Enter name..." />
          </label>
          <button {...save.getTriggerProps()} onClick={() => modal.setOpen(false)}>
            Save
          </button>
          <TooltipContent api={save} text="Saves your changes and closes the dialog" />
          <button {...modal.getCloseTriggerProps()} aria-label="Close dialog">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
