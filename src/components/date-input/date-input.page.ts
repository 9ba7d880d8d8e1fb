/** The date input demo's parts: the label, the segments of each date, the value shown below. */
import { getByRole } from "@testing-library/dom"
import { click, clickOnHostPage, press, waitFor, within } from "../../../test/browser/helpers"
import { part, parts } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

export function dateInput(root: ShadowRoot) {
  const groups = () => parts(root, "date-input", "segment-group")
  /** The `type` segment (month, day, year, hour, dayPeriod, timeZoneName…) of a date. */
  const segment = (type: string, group = 0) => {
    const found = groups()[group]?.querySelector<HTMLElement>(
      `[data-part="segment"][data-type="${type}"]`,
    )
    if (!found) throw new Error(`No ${type} segment in group ${group}`)
    return found
  }
  const outputLine = (name: string) =>
    [...part(root, "date-input", "root").parentElement!.querySelectorAll("output > span")]
      .map((line) => line.textContent ?? "")
      .find((line) => line.startsWith(`${name}: `))
      ?.slice(name.length + 2)
  return {
    root: () => part(root, "date-input", "root"),
    label: () => part(root, "date-input", "label"),
    control: () => part(root, "date-input", "control"),
    groups,
    segment,
    /** How many segments of a type the date shows (0 when the format has none). */
    count: (type: string, group = 0) =>
      groups()[group]?.querySelectorAll(`[data-part="segment"][data-type="${type}"]`).length ?? 0,
    /** The segments a user can edit, in order, across both dates of a range. */
    editable: () => [
      ...root.querySelectorAll<HTMLElement>(
        '[data-scope="date-input"][data-part="segment"][data-editable]',
      ),
    ],
    text: (type: string, group = 0) => segment(type, group).textContent,
    isPlaceholder: (type: string, group = 0) =>
      segment(type, group).hasAttribute("data-placeholder-shown"),
    clearButton: () => getByRole(within(root), "button", { name: "Clear" }) as HTMLButtonElement,
    hiddenInputs: () => parts<HTMLInputElement>(root, "date-input", "hidden-input"),
    /** The value as the demo writes it below the field ("none" when empty). */
    value: () => outputLine("Value"),
    /** The placeholder date, ISO, as the demo writes it below the field. */
    placeholder: () => outputLine("Placeholder"),
    async focusSegment(type: string, group = 0) {
      await click(segment(type, group))
    },
  }
}

/** Clicks the host page outside the demo, which ends the segments' editing (zag's blur). */
export const blurField = clickOnHostPage

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    hourCycle: SEEN_WHEN.noValue,
    hideTimeZone: SEEN_WHEN.noValue,
    shouldForceLeadingZeros: SEEN_WHEN.noValue,
  },
  keyBurst: {
    what: "month",
    attributes: { "placeholder-value": "2019-04-10" },
    // The first ArrowUp only fills the empty month from the placeholder (4); later ones step.
    focus: async (root) => {
      const page = dateInput(root)
      await page.focusSegment("month")
      await press("ArrowUp")
      await waitFor(() => page.text("month") === "4", "the month filled from the placeholder")
    },
    key: "ArrowUp",
    presses: 4,
    read: (root) => Number(dateInput(root).text("month")),
  },
  sampleText: {
    value: "2024-06-15",
    placeholderValue: "2019-04-10",
    // A min after today and a max before it, so each moves the placeholder date.
    min: "2999-01-01",
    max: "2000-01-01",
  },
}
