import type * as tree from "@zag-js/tree-view"
import type { KeyboardEvent } from "react"

/**
 * The tree's key handler with two gaps in zag 1.47's key handling filled before its own
 * handler runs:
 * - it selects all on meta+a only; ctrl+a is that shortcut off macOS, so this sends zag the
 *   very event meta+a sends;
 * - it declares the `typeahead` prop but never reads it, so with typeahead off the typed
 *   letters are kept from zag.
 */
export function treeKeyHandler(
  service: tree.Service,
  zagHandler: ((event: KeyboardEvent<HTMLElement>) => void) | undefined,
  typeahead: boolean,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey && !event.metaKey && event.key.toLowerCase() === "a") {
      event.preventDefault()
      service.send({ type: "SELECTED.ALL", moveFocus: true })
      return
    }
    if (!typeahead && isTypeaheadKey(event)) return
    zagHandler?.(event)
  }
}

/** A printable key zag would use to jump to a node (`*` and space have their own jobs). */
function isTypeaheadKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false
  return event.key.length === 1 && event.key !== "*" && event.key !== " "
}
