/** The time picker demo's parts: the field, its buttons, and the popup's columns of cells. */
import { getByRole } from "@testing-library/dom"
import { within } from "../../../test/browser/helpers"
import { part } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function timePicker(root: ShadowRoot) {
  const content = () => part(root, "time-picker", "content")
  const column = (unit: string) =>
    root.querySelector<HTMLElement>(`[data-part="column"][data-unit="${unit}"]`) ??
    [...root.querySelectorAll<HTMLElement>('[data-part="column"]')].find((c) =>
      c.id.endsWith(unit),
    )!
  return {
    input: () => getByRole(within(root), "textbox", { name: "Time" }) as HTMLInputElement,
    trigger: () => part<HTMLButtonElement>(root, "time-picker", "trigger"),
    clearButton: () => part<HTMLButtonElement>(root, "time-picker", "clear-trigger"),
    content,
    isOpen: () => !content().hidden,
    /** The popup's column of hours, minutes, seconds or periods. */
    column,
    /** The cell of a column with this visible text. */
    cell: (unit: string, label: string) =>
      [...column(unit).querySelectorAll<HTMLElement>('[data-part="cell"]')].find(
        (candidate) => candidate.textContent === label,
      )!,
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    max: SEEN_WHEN.noValue,
  },
  popupTrigger: (root) => timePicker(root).trigger(),
}
