import { mergeProps } from "@zag-js/react"
import type * as tour from "@zag-js/tour"
import { DemoHeading } from "../kit/parts/demo-heading"
import { PopupArrow } from "../kit/parts/popup-arrow"

interface TourCardProps {
  api: tour.Api
  /** Height of the page, so the backdrop dims all of it (zag's clip path spans the page). */
  pageHeight: number
  skipBehavior: "complete" | "advance"
  /** Accessible name of the Skip button when it advances (zag names only its own skip). */
  skipLabel: string
}

// "Previous", not "Prev": a visible label must be part of the accessible name (WCAG 2.5.3),
// and "Prev" is not a word of "previous step".
const prev: tour.StepAction = { label: "Previous", action: "prev" }
const next: tour.StepAction = { label: "Next", action: "next" }
const close: tour.StepAction = { label: "Close", action: "dismiss" }

/**
 * The tour's layers, rendered inline (no portal) so they stay in the element's shadow root:
 * the backdrop with its spotlight cut-out, the spotlight ring, and the step card.
 */
export function TourCard({ api, pageHeight, skipBehavior, skipLabel }: TourCardProps) {
  const { step } = api
  const skip: tour.StepAction =
    skipBehavior === "complete"
      ? { label: "Skip", action: "skip" }
      : { label: "Skip", action: (map) => map.next(), attrs: { "aria-label": skipLabel } }
  const backdrop =
    step?.type === "tooltip"
      ? mergeProps(api.getBackdropProps(), { style: { height: `${pageHeight}px` } })
      : api.getBackdropProps()
  const action = (item: tour.StepAction) => (
    <button {...api.getActionTriggerProps({ action: item })}>{item.label}</button>
  )

  return (
    <>
      <div {...backdrop} />
      <div {...api.getSpotlightProps()} />
      <div {...api.getPositionerProps()}>
        <PopupArrow api={api} />
        <div {...api.getContentProps()}>
          {step && (
            <>
              <p {...api.getProgressTextProps()}>{api.getProgressText()}</p>
              <DemoHeading {...api.getTitleProps()}>{step.title}</DemoHeading>
              <p {...api.getDescriptionProps()}>{step.description}</p>
              <div className="sb-row sb-tour-actions">
                {!api.lastStep && action(skip)}
                {action(prev)}
                {action(next)}
                {api.lastStep && action(close)}
              </div>
            </>
          )}
        </div>
      </div>
    </>
  )
}
