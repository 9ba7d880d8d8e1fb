import { computeAccessibleName, getRole, isInaccessible } from "dom-accessibility-api"

/**
 * The accessible name, as browsers compute it. dom-accessibility-api does the accname
 * algorithm; two cases of naming from content it answers differently from Chromium (and the
 * spec), which matter for zag's widgets, are done here:
 * - a control inside the named element (a date picker's day button inside its grid cell) is
 *   named by its own aria-label, not its text: the library skips aria-label on any control
 *   met in recursion, where accname skips it only for a control embedded in a label;
 * - a tree item is named by its own row, not by the nested group of its children.
 */
export function accessibleName(element: Element): string {
  const name = computeAccessibleName(element)
  if (!namedFromContent(element) || !needsOwnReading(element)) return name
  return contentText(element, getRole(element)).replace(/\s+/g, " ").trim()
}

// Roles named from their content (WAI-ARIA's "name from: contents") that zag's parts take.
const FROM_CONTENT = new Set([
  "button",
  "cell",
  "columnheader",
  "gridcell",
  "heading",
  "link",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "option",
  "row",
  "rowheader",
  "tab",
  "treeitem",
])

const labelled = (element: Element) =>
  element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby")

function namedFromContent(element: Element): boolean {
  return FROM_CONTENT.has(getRole(element) ?? "") && !labelled(element)
}

function needsOwnReading(element: Element): boolean {
  const treeItem = getRole(element) === "treeitem"
  for (const descendant of element.querySelectorAll("*")) {
    if (labelled(descendant)) return true
    if (treeItem && getRole(descendant) === "group") return true
  }
  return false
}

function contentText(node: Element, rootRole: string | null): string {
  const parts: string[] = []
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? "")
    if (!(child instanceof Element) || isInaccessible(child)) continue
    if (rootRole === "treeitem" && getRole(child) === "group") continue
    parts.push(
      labelled(child) || getRole(child) === "img"
        ? computeAccessibleName(child)
        : contentText(child, rootRole),
    )
  }
  return parts.join(" ")
}
