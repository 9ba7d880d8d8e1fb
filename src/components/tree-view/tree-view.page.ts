/**
 * The tree view demo's parts: its file tree, whose nodes zag names by path (`data-value`,
 * e.g. `src/app.tsx`), and the four buttons above it.
 */
import { getByRole } from "@testing-library/dom"
import { deepActiveElement, nextFrame, stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function treeView(root: ShadowRoot) {
  const stage = stageOf(root)
  const items = (state: string) => [
    ...stage.querySelectorAll<HTMLElement>(`[role="treeitem"]${state}`),
  ]
  const values = (state: string) => items(state).map((item) => item.dataset.value ?? "")
  /** The element that takes focus and clicks for a node: a file item or a folder's control. */
  function node(value: string): HTMLElement {
    const found = stage.querySelector<HTMLElement>(
      `[data-part="item"][data-value="${value}"], [data-part="branch-control"][data-value="${value}"]`,
    )
    if (!found) throw new Error(`No tree node ${value}`)
    return found
  }
  return {
    title: () => part(stage, "tree-view", "label").textContent,
    tree: () => getByRole(stage, "tree"),
    button: (name: string) => getByRole(stage, "button", { name }) as HTMLButtonElement,
    node,
    /** The tree item of a node (a folder's item holds its control and its children). */
    item: (value: string) => items(`[data-value="${value}"]`)[0]!,
    topLevelItems: () => items('[aria-level="1"]'),
    /** The paths of the selected nodes, in document order. */
    selected: () => values('[aria-selected="true"]'),
    /** The paths of the open folders, in document order. */
    expanded: () => values('[aria-expanded="true"]'),
    /** The path of the focused node ("" when focus is elsewhere). */
    focused: () => deepActiveElement()?.getAttribute("data-value") ?? "",
    async focus(value: string) {
      node(value).focus()
      await nextFrame()
    },
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    typeahead: SEEN_WHEN.keys,
    expandOnClick: SEEN_WHEN.keys,
  },
}
