/**
 * The tags input demo's parts: its text input, the tags (zag's `item-preview`, by value), their
 * delete and edit controls, the clear button and the status line that counts the tags.
 */
import { getByLabelText, getByRole } from "@testing-library/dom"
import { click, press, stageOf, type } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function tagsInput(root: ShadowRoot) {
  const stage = stageOf(root)
  const input = () => part<HTMLInputElement>(stage, "tags-input", "input")
  return {
    root: () => part(stage, "tags-input", "root"),
    input,
    /** The form field that carries the tags, comma separated. */
    hiddenInput: () => stage.querySelector<HTMLInputElement>('input[name="frameworks"]')!,
    /** The texts of the tags on show, in order. */
    tags: () =>
      [
        ...stage.querySelectorAll(
          '[data-part="item-preview"]:not([hidden]) [data-part="item-text"]',
        ),
      ].map((text) => text.textContent),
    tag: (value: string) =>
      stage.querySelector<HTMLElement>(`[data-part="item-preview"][data-value="${value}"]`)!,
    /** The value of the highlighted tag, or undefined when none is. */
    highlighted: () =>
      stage
        .querySelector('[data-part="item-preview"][data-highlighted]')
        ?.getAttribute("data-value"),
    deleteButton: (value: string) =>
      getByRole(stage, "button", { name: `Delete tag ${value}` }) as HTMLButtonElement,
    clearButton: () => getByRole(stage, "button", { name: "Clear all tags" }),
    /** The input that edits the tag `value`, while it is being edited. */
    editor: (value: string) =>
      getByLabelText(stage, new RegExp(`^Editing tag ${value}`)) as HTMLInputElement,
    /** The tag editor on show, or null when no tag is being edited. */
    openEditor: () => stage.querySelector('[data-part="item-input"]:not([hidden])'),
    /** The count of tags and any problem, as the live region says it. */
    status: () => getByRole(stage, "status").textContent,
    /** Types `text` into the input (clicking it first unless it has focus), then presses `key`. */
    async typeTag(text: string, key = "Enter") {
      if (!input().matches(":focus")) await click(input())
      await type(text)
      if (key) await press(key)
    },
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    addOnPaste: SEEN_WHEN.keys,
    allowOverflow: SEEN_WHEN.keys,
    blurBehavior: SEEN_WHEN.keys,
    delimiter: SEEN_WHEN.keys,
    editable: SEEN_WHEN.keys,
    maxTagLength: SEEN_WHEN.keys,
  },
}
