/** The angle slider demo's parts: the thumb by role and name, the dial and markers by part. */
import { getByRole } from "@testing-library/dom"
import { nextFrame, stageOf } from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"
import type { DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function angleSlider(root: ShadowRoot) {
  const stage = stageOf(root)
  const thumb = () => getByRole(stage, "slider", { name: /^Angle Slider:/ })
  const control = () => part(stage, "angle-slider", "control")
  return {
    thumb,
    /** The angle as a screen reader announces it. */
    value: () => Number(thumb().getAttribute("aria-valuenow")),
    valueText: () => part(stage, "angle-slider", "value-text").textContent,
    label: () => part(stage, "angle-slider", "label").textContent,
    root: () => part(stage, "angle-slider", "root"),
    /** The dial a user clicks or drags around. */
    control,
    markers: () => parts(stage, "angle-slider", "marker"),
    hiddenInput: () => stage.querySelector<HTMLInputElement>('input[name="angle"]')!,
    /**
     * The viewport point on the dial at `degrees` clockwise from the top (as the dial is drawn),
     * `reach` of the way from the centre to the rim.
     */
    pointAt(degrees: number, reach = 0.8): [number, number] {
      const box = control().getBoundingClientRect()
      const radius = (Math.min(box.width, box.height) / 2) * reach
      const radians = (degrees * Math.PI) / 180
      return [
        Math.round(box.left + box.width / 2 + radius * Math.sin(radians)),
        Math.round(box.top + box.height / 2 - radius * Math.cos(radians)),
      ]
    },
    async focusThumb() {
      thumb().focus()
      await nextFrame()
    },
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  stepped: {
    part: (root) => angleSlider(root).thumb(),
    value: (root) => angleSlider(root).value(),
    key: "ArrowRight",
  },
}
