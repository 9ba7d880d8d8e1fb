/**
 * The editable demo's parts: zag's preview and input, its Edit/Save/Cancel triggers, the
 * character count under the field and the status line that says what became of an edit.
 */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function editable(root: ShadowRoot) {
  const all = within(root)
  return {
    label: () => part(all, "editable", "label").textContent,
    preview: () => part(all, "editable", "preview"),
    input: () => part<HTMLInputElement>(all, "editable", "input"),
    /** A trigger by zag's part (`edit-trigger`, …), shown or not. */
    trigger: (kind: "edit" | "submit" | "cancel") =>
      part<HTMLButtonElement>(all, "editable", `${kind}-trigger`),
    /** A trigger on show, by its accessible name (`Edit`, `Save`, `Cancel`). */
    button: (name: string) => getByRole(all, "button", { name }),
    /** The character count under the field ("9 of 1000 characters"). */
    note: () => root.querySelector(".sb-editable-note")!.textContent,
    status: () => getByRole(all, "status").textContent,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    activationMode: SEEN_WHEN.keys,
    submitMode: SEEN_WHEN.keys,
    selectOnFocus: SEEN_WHEN.keys,
  },
}
