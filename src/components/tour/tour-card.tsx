import { mergeProps } from "@zag-js/react"
import type * as tour from "@zag-js/tour"
import { DemoHeading } from "../kit/parts/demo-heading"
import { PopupArrow } from "../kit/parts/popup-arrow"

interface TourCardProps {
  api: tour.Api
  /** Height of the page, so the backdrop dims all of it (zag's clip path spans the page). */
  pageHeight: number
  skipBehavior: "complete" | "advance"
  /** Accessible names of the step buttons (the demo's translations). */
  names: { nextStep: string; prevStep: string; close: string; skip: string }
}

/**
 * The tour's layers, rendered inline (no portal) so they stay in the element's shadow root:
 * the backdrop with its spotlight cut-out, the spotlight ring, and the step card.
 */
export function TourCard({ api, pageHeight, skipBehavior, names }: TourCardProps) {
  const { step } = api
  // zag 1.47 no longer names its action buttons from the translations (1.44 gave each its
  // translation as aria-label; now only the close trigger gets one), so the demo names them
  // itself. "Previous", not "Prev": a visible label must be part of the accessible name
  // (WCAG 2.5.3), and "Prev" is not a word of "previous step".
  const named = (label: string, action: tour.StepAction["action"], name: string) =>
    ({ label, action, attrs: { "aria-label": name } }) satisfies tour.StepAction
  const prev = named("Previous", "prev", names.prevStep)
  const next = named("Next", "next", names.nextStep)
  const close = named("Close", "dismiss", names.close)
  const skip = named("Skip", skipBehavior === "complete" ? "skip" : (map) => map.next(), names.skip)
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
        {/*
          zag 1.47 gives the card the dialog role (1.44: alertdialog). The demo keeps
          alertdialog: the card interrupts the page with a step the visitor has to answer
          (Next, Skip or Close), and it is announced as it opens, as its tests describe.
        */}
        <div {...api.getContentProps()} role="alertdialog">
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
