/** The accordion demo's parts: each item's trigger, by its visible name, and its content. */
import { getByRole } from "@testing-library/dom"
import { stageOf } from "../../../test/browser/helpers"
import { parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function accordion(root: ShadowRoot) {
  const stage = stageOf(root)
  /** The trigger of the item whose name starts with `name` (its `›` icon follows). */
  const trigger = (name: string) => getByRole(stage, "button", { name: new RegExp(`^${name}`) })
  const triggers = () => parts(stage, "accordion", "item-trigger")
  return {
    triggers,
    /** The items' names, in order, without the trigger's `›` icon. */
    names: () => triggers().map((t) => t.textContent?.replace("›", "").trim()),
    trigger,
    /** The content a trigger controls (`aria-controls`). */
    content: (name: string) => root.getElementById(trigger(name).getAttribute("aria-controls")!)!,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    collapsible: SEEN_WHEN.openPopup,
    multiple: SEEN_WHEN.openPopup,
  },
}
