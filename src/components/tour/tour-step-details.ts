import type * as tour from "@zag-js/tour"
import type { TourStep, TourTarget } from "./tour-steps"

/** Marks the demo's embedded frame, so frame steps can find their target inside it. */
export const FRAME_ATTRIBUTE = "data-tour-frame"

type GetRootNode = () => ShadowRoot | Document

function findFrame(getRootNode: GetRootNode) {
  return getRootNode().querySelector<HTMLIFrameElement>(`iframe[${FRAME_ATTRIBUTE}]`)
}

/** Looks a target up inside the demo's own root node, so two demos on a page never mix. */
function findTarget(target: TourTarget, getRootNode: GetRootNode): HTMLElement | null {
  if (!target.inFrame)
    return getRootNode().querySelector<HTMLElement>(`[data-tour-target="${target.name}"]`)
  return findFrame(getRootNode)?.contentDocument?.getElementById(target.name) ?? null
}

/**
 * The effect hook of a frame step: zag watches the demo's root for its target to appear,
 * but not the inside of a frame, so wait for the frame to load before showing the step.
 */
function waitForFrame(getRootNode: GetRootNode) {
  return ({ show, target }: tour.StepEffectArgs) => {
    const frame = findFrame(getRootNode)
    if (target?.() || !frame) return show()
    frame.addEventListener("load", show, { once: true })
    return () => frame.removeEventListener("load", show)
  }
}

/** The demo's step data as zag steps, with targets resolved in the demo's root node. */
export function toStepDetails(
  steps: readonly TourStep[],
  getRootNode: GetRootNode,
  gutter: number,
): tour.StepDetails[] {
  return steps.map(({ target, ...step }) => {
    if (!target) return { ...step, type: "dialog" }
    return {
      ...step,
      type: "tooltip",
      target: () => findTarget(target, getRootNode),
      // zag places the card `gutter` 10 away; an explicit main-axis offset overrides that.
      offset: { mainAxis: gutter },
      effect: target.inFrame ? waitForFrame(getRootNode) : undefined,
    }
  })
}
