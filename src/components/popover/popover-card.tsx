import * as popover from "@zag-js/popover"
import { normalizeProps } from "@zag-js/react"
import type { ReactNode } from "react"
import { DemoHeading } from "../kit/parts/demo-heading"
import { overlayPositioning } from "../kit/runtime/overlay"
import { PopupArrow } from "../kit/parts/popup-arrow"
import { useDemoMachine } from "../kit/runtime/use-demo-machine"

/** The machine settings a popover demo exposes as controls. */
export interface PopoverSettings {
  modal?: boolean
  closeOnEscape: boolean
  closeOnInteractOutside: boolean
  autoFocus?: boolean
  placement: popover.Placement
  /** Lets a demo keep the popover open on an Escape that closes something inside it first. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void
}

interface PopoverCardProps {
  settings: PopoverSettings
  /** Names the machine in the Visualizer (the nested demo runs two). */
  machineLabel: string
  triggerText: string
  title: string
  description: string
  children: ReactNode
}

/**
 * One zag popover machine as every popover here runs it: inline (never portalled, so it stays
 * in the element's shadow root), placed with the shared overlay positioning. `extra` adds
 * what a scenario needs beyond the demo's settings (a controlled `open`, `restoreFocus`).
 */
export function usePopover(
  { placement, ...settings }: PopoverSettings,
  machineLabel: string,
  extra: Partial<popover.Props> = {},
) {
  const service = useDemoMachine(
    popover.machine,
    {
      ...settings,
      ...extra,
      portalled: false,
      positioning: { ...overlayPositioning, placement },
      translations: { closeTriggerLabel: "Close" },
    },
    { label: machineLabel },
  )
  return popover.connect(service, normalizeProps)
}

/**
 * One zag popover: trigger, arrow, title, description and a close button around the demo's
 * own content. Rendered inline (never portalled) so it stays in the element's shadow root.
 */
export function PopoverCard(props: PopoverCardProps) {
  const api = usePopover(props.settings, props.machineLabel)

  return (
    <>
      <button {...api.getTriggerProps()}>
        {props.triggerText} <span {...api.getIndicatorProps()}>▾</span>
      </button>
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          <PopupArrow api={api} />
          <DemoHeading {...api.getTitleProps()}>{props.title}</DemoHeading>
          <p {...api.getDescriptionProps()}>{props.description}</p>
          {props.children}
          <button {...api.getCloseTriggerProps()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </>
  )
}
