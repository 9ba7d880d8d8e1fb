/**
 * The JSON tree demo's parts, found as a user finds them: each node is a tree item showing
 * a line (`code: "LPPT"`) and described by its type ("location: Object,
 * expandable with 3 properties"); a node is reached by the keys leading to it:
 * `node("current", "wind")`.
 */
import { getByRole } from "@testing-library/dom"
import { deepActiveElement, nextFrame, stageOf } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import type { DemoTestFacts } from "../../../test/browser/pages/test-facts"

const childItems = (parent: Element) => [
  ...parent.querySelectorAll<HTMLElement>(
    ':scope > [role="treeitem"], :scope > [data-part="branch-content"] > [role="treeitem"]',
  ),
]

/** The line of a tree item: its key and value, without its children's lines. */
const lineOf = (item: Element) =>
  item.querySelector<HTMLElement>(
    ':scope > [data-part="item-text"], :scope > [data-part="branch-control"] [data-part="branch-text"]',
  )!

/** The key a tree item shows, without the quotes `quotesOnKeys` adds. */
const keyOf = (item: Element) =>
  lineOf(item)
    .querySelector(".sb-json-key")
    ?.textContent?.replace(/^"(.*)"$/, "$1")

export function jsonTree(root: ShadowRoot) {
  const stage = stageOf(root)
  const tree = () => getByRole(stage, "tree")
  /** The tree item of the value itself: the one item at the top, with no key. */
  const value = () => childItems(tree())[0]!
  /** The tree item reached by following keys from the value ("current", "wind"). */
  function node(...keys: string[]): HTMLElement {
    let item = value()
    for (const key of keys) {
      const next = childItems(item).find((child) => keyOf(child) === key)
      if (!next) throw new Error(`No key ${keys.join(".")}`)
      item = next
    }
    return item
  }
  /** What takes focus and clicks for an item: a leaf itself, or a branch's control. */
  const control = (item: HTMLElement) =>
    item.querySelector<HTMLElement>(':scope > [data-part="branch-control"]') ?? item
  return {
    /** The title, which names the tree. */
    label: () => part(stage, "tree-view", "label"),
    tree,
    button: (name: string) => getByRole(stage, "button", { name }) as HTMLButtonElement,
    value,
    node,
    control: (...keys: string[]) => control(node(...keys)),
    /** The keys below a node, as the tree shows them ("lat", "[0…9]", "length"). */
    keysOf: (item: HTMLElement) => childItems(item).map(keyOf),
    /** How a screen reader describes the item: its type, as json-tree-utils words it. */
    descriptionOf: (item: HTMLElement) => item.getAttribute("aria-description"),
    /** The line a user reads for a node: `code: "LPPT"`. */
    line: (item: HTMLElement) => lineOf(item).textContent,
    /** The type json-tree-utils gives the node's value ("string", "map"…), as marked. */
    typeOf: (item: HTMLElement) =>
      lineOf(item).querySelector<HTMLElement>('[data-kind="preview"]')?.dataset.type,
    /** The shown value's colour, as computed. */
    colourOf: (item: HTMLElement) =>
      getComputedStyle(lineOf(item).querySelector('[data-kind="preview"]')!).color,
    isOpen: (item: HTMLElement) => item.getAttribute("aria-expanded") === "true",
    isShown: (item: HTMLElement) => lineOf(item).checkVisibility(),
    /** The open nodes' accessible names, in document order. */
    openNodes: () =>
      [...tree().querySelectorAll('[role="treeitem"][aria-expanded="true"]')].map(
        (item) => lineOf(item).textContent,
      ),
    /** The line of the focused node ("" when focus is elsewhere). */
    focused: () => {
      const active = deepActiveElement()
      const item = active?.closest('[role="treeitem"]')
      return item && stage.contains(item) ? lineOf(item).textContent : ""
    },
    async focus(item: HTMLElement) {
      control(item).focus()
      await nextFrame()
    },
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {}
