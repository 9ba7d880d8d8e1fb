/** The drawer demo's parts: the Open button, the drawer it opens and what is inside it. */
import { getByRole, getByText, queryByRole } from "@testing-library/dom"
import { stageOf, within } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function drawerDemo(root: ShadowRoot) {
  const stage = stageOf(root)
  const content = () => part(stage, "drawer", "content")
  return {
    trigger: () => getByRole(stage, "button", { name: "Open" }),
    /** The open drawer, by its role and title, or null while it is closed. */
    dialog: () => queryByRole(within(root), "dialog", { name: "Drawer" }),
    content,
    backdrop: () => part(stage, "drawer", "backdrop"),
    grabber: () => part(stage, "drawer", "grabber"),
    noDragArea: () => getByText(content(), "No drag area"),
    /** The long scrolling list of items. */
    list: () => getByRole(content(), "region", { name: "Items" }),
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    snapPoints: SEEN_WHEN.openPopup,
    snapToSequentialPoints: SEEN_WHEN.pointer,
    preventDragOnScroll: SEEN_WHEN.pointer,
    closeOnEscape: SEEN_WHEN.openPopup,
    closeOnInteractOutside: SEEN_WHEN.openPopup,
  },
}
