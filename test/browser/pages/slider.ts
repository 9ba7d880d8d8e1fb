/** The slider and range slider demos' parts: thumbs by role, the rest by zag's part names. */
import { getAllByRole } from "@testing-library/dom"
import { nextFrame, stageOf } from "../helpers"
import { part, parts } from "./parts"
import { SEEN_WHEN, type DemoTestFacts } from "./test-facts"

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

/** What the sweeps need to know of this demo (see test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    readOnly: SEEN_WHEN.pointer,
  },
  stepped: {
    part: (root) => slider(root).thumb(),
    value: (root) => slider(root).value(),
    key: "ArrowRight",
  },
}
