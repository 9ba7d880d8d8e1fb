/** The hover card demo's parts: the @zag_js link that triggers it and the card it opens. */
import { getByRole } from "@testing-library/dom"
import { within } from "../helpers"
import { part } from "./parts"

export function hoverCard(root: ShadowRoot) {
  const card = () => part(within(root), "hover-card", "content")
  return {
    trigger: () => getByRole(within(root), "link", { name: "@zag_js" }),
    /** The card, also while it is hidden. */
    card,
    isOpen: () => !card().hidden && card().dataset.state === "open",
    arrow: () => part(card(), "hover-card", "arrow"),
  }
}
