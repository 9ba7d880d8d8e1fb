import { attributeName, type Control } from "../runtime/controls"

/**
 * `closeOnSelect` -> `Close on select`: the default label of a control key. Only the
 * Controls tab shows labels, so this lives with the toolbar, off an embed's critical path.
 */
export function controlLabel(key: string, control: Control): string {
  if (control.label) return control.label
  const words = attributeName(key).replace(/-/g, " ")
  return words.charAt(0).toUpperCase() + words.slice(1)
}
