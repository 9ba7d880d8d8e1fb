/**
 * The parts of a demo that runs zag's menu, shared by the menu folder's demos (menu, options,
 * nested and context menu) and the menu-with-combobox composition: their popups, the items
 * in a popup by visible text, and the status line that says what was chosen.
 */
import { parts } from "./parts"

/** An item's text without the marks drawn beside it (submenu arrow, tick, radio dot). */
const plainText = (item: Element) => item.textContent?.replace(/[›✓●]/g, "").trim() ?? ""

export function menuDemo(root: ShadowRoot) {
  const contents = () => parts(root, "menu", "content")
  return {
    /** Every popup of the demo, root level first. */
    contents,
    /** The first open popup, if any. */
    openPopup: () => contents().find((content) => !content.hidden),
    status: () => root.querySelector(".sb-menu-status")?.textContent ?? "",
  }
}

/** The item of a popup with this visible text (options and submenu triggers included). */
export function menuItem(popup: HTMLElement, text: string): HTMLElement {
  const item = [...popup.querySelectorAll<HTMLElement>('[role^="menuitem"]')].find(
    (candidate) => plainText(candidate) === text,
  )
  if (!item) throw new Error(`No menu item "${text}"`)
  return item
}

/** The visible text of a popup's highlighted item, or "" when none is highlighted. */
export const highlightedText = (popup: HTMLElement) => {
  const item = popup.querySelector("[data-highlighted]")
  return item ? plainText(item) : ""
}

/** The texts of a popup's plain action items. */
export const itemLabels = (popup: HTMLElement) =>
  [...popup.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)
