/**
 * Page objects: one module a widget, naming its parts the way a user or zag does (role,
 * label, `data-part`), so a test reads `select.option("Apple")` rather than a selector.
 * This module finds zag's parts, which every page object builds on.
 */

/** A zag part (`data-scope` and `data-part`) inside `container`; throws when there is none. */
export function part<T extends HTMLElement = HTMLElement>(
  container: ParentNode,
  scope: string,
  name: string,
): T {
  const found = container.querySelector<T>(`[data-scope="${scope}"][data-part="${name}"]`)
  if (!found) throw new Error(`No ${scope} ${name}`)
  return found
}

/** Every element of a zag part inside `container`, in document order. */
export const parts = <T extends HTMLElement = HTMLElement>(
  container: ParentNode,
  scope: string,
  name: string,
) => [...container.querySelectorAll<T>(`[data-scope="${scope}"][data-part="${name}"]`)]
