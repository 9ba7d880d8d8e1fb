/**
 * The parts of a demo that runs zag's slider (the slider folder's demos, and the price range
 * composition of slider-number-input): thumbs by role, the rest by zag's part names.
 */
import { getAllByRole } from "@testing-library/dom"
import { nextFrame, stageOf } from "../helpers"
import { part, parts } from "./parts"

export function slider(root: ShadowRoot) {
  const stage = stageOf(root)
  const thumbs = () => getAllByRole(stage, "slider")
  const control = () => part(stage, "slider", "control")
  return {
    thumbs,
    thumb: (index = 0) => thumbs()[index]!,
    /** Each thumb's value as a screen reader announces it. */
    values: () => thumbs().map((thumb) => Number(thumb.getAttribute("aria-valuenow"))),
    value: (index = 0) => Number(thumbs()[index]!.getAttribute("aria-valuenow")),
    label: () => part(stage, "slider", "label").textContent,
    valueText: () => part(stage, "slider", "value-text").textContent,
    markers: () => parts(stage, "slider", "marker").map((marker) => marker.textContent),
    /** The track a user clicks or drags along. */
    control,
    /** A point on the track, `fraction` of the way along its width, in viewport pixels. */
    pointAt(fraction: number): [number, number] {
      const box = control().getBoundingClientRect()
      return [Math.round(box.left + box.width * fraction), Math.round(box.top + box.height / 2)]
    },
    async focusThumb(index = 0) {
      thumbs()[index]!.focus()
      await nextFrame()
    },
  }
}
