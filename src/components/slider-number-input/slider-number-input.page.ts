/** The price range composition: the range slider's thumbs and the two price fields. */
import { getByRole } from "@testing-library/dom"
import { expectFocus, stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { slider } from "../../../test/browser/pages/slider-parts"
import type { DemoTestFacts } from "../../../test/browser/pages/test-facts"

type End = "Minimum price" | "Maximum price"

export function sliderNumberInput(root: ShadowRoot) {
  const stage = stageOf(root)
  const field = (name: End) => getByRole(stage, "spinbutton", { name }) as HTMLInputElement
  return {
    ...slider(root),
    thumbNamed: (name: End) => getByRole(stage, "slider", { name }),
    field,
    /** What the two fields show, minimum first. */
    fieldTexts: () => [field("Minimum price").value, field("Maximum price").value],
    /** The + button of a field, named after the price it changes. */
    increase: (name: End) => getByRole(stage, "button", { name: `Increase ${name.toLowerCase()}` }),
    valueText: () => part(stage, "slider", "value-text").textContent,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  keyBurst: {
    what: "minimum price",
    focus: async (root) => {
      const thumb = sliderNumberInput(root).thumbNamed("Minimum price")
      thumb.focus()
      await expectFocus(thumb)
    },
    key: "ArrowRight",
    presses: 10,
    // Ten steps of $10: the field must follow the thumb to the same price.
    step: 10,
    read: (root) => Number(sliderNumberInput(root).field("Minimum price").value),
  },
  stepped: {
    part: (root) => sliderNumberInput(root).thumbNamed("Minimum price"),
    value: (root) => sliderNumberInput(root).values()[0]!,
    key: "ArrowRight",
  },
}
