/** The date picker demos' parts (single, multiple and range), and steps they share. */
import { click, waitFor } from "../../../test/browser/helpers"
import { part as zagPart } from "../../../test/browser/pages/parts"
import { SEEN_WHEN, type DemoTestFacts } from "../../../test/browser/pages/test-facts"

/** Today is later than this max, so the calendar opens on March 2024 whatever the real date. */
export const MARCH_2024 = { min: "2000-01-01", max: "2024-03-31" }

/** An ISO date `days` away from today in UTC (the demos' default time zone). */
export function utcDaysFromToday(days: number): string {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
  return date.toISOString().slice(0, 10)
}

export function datePicker(root: ShadowRoot) {
  const part = <T extends HTMLElement = HTMLElement>(name: string) =>
    zagPart<T>(root, "date-picker", name)
  const content = () => part("content")
  const isOpen = () => !content().hidden
  /** The day button for an ISO date (YYYY-MM-DD), or null when that day is not shown. */
  const dayCell = (iso: string) =>
    root.querySelector<HTMLElement>(
      `[data-part="table-cell-trigger"][data-view="day"][data-value="${iso}"]`,
    )
  const trigger = () => part<HTMLButtonElement>("trigger")
  return {
    part,
    trigger,
    content,
    clearButton: () => part<HTMLButtonElement>("clear-trigger"),
    isOpen,
    /** The `index`-th date field (a range has two). */
    input(index = 0): HTMLInputElement {
      const found = root.querySelectorAll<HTMLInputElement>(
        '[data-scope="date-picker"][data-part="input"]',
      )[index]
      if (!found) throw new Error(`No date input ${index}`)
      return found
    },
    dayCell,
    /** Which view (day, month or year) the popup shows. */
    visibleView: () =>
      root
        .querySelector('[data-scope="date-picker"][data-part="view"]:not([hidden])')
        ?.getAttribute("data-view"),
    /** The value the form carries: the hidden field's ISO dates. */
    formValue: (name: string) =>
      root.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)!.value,
    /** The year's cell, paging the year view by decades until it is shown. */
    async showYear(year: number) {
      const cell = () =>
        root.querySelector<HTMLElement>(
          `[data-part="table-cell-trigger"][data-view="year"][data-value="${year}"]:not([data-outside-range])`,
        )
      const view = '[data-part="view"][data-view="year"]'
      for (let pages = 0; !cell() && pages < 100; pages++) {
        const shown = Number(root.querySelector(`${view} [data-value]`)?.getAttribute("data-value"))
        const way = shown > year ? "prev" : "next"
        await click(root.querySelector(`${view} [data-part="${way}-trigger"]`)!)
        await waitFor(
          () =>
            Number(root.querySelector(`${view} [data-value]`)?.getAttribute("data-value")) !==
            shown,
          `the year view to page ${way}`,
        )
      }
      return waitFor(cell, `the year ${year}`)
    },
    async openCalendar() {
      await click(trigger())
      await waitFor(isOpen, "the calendar to open")
    },
    async clickDay(iso: string) {
      await click(await waitFor(() => dayCell(iso), `the day ${iso}`))
    },
  }
}

/** What the sweeps need to know of this demo (see test/browser/pages/test-facts.ts). */
export const testFacts: DemoTestFacts = {
  seenOnlyInUse: {
    closeOnSelect: SEEN_WHEN.openPopup,
    timeZone: SEEN_WHEN.noValue,
  },
  popupTrigger: (root) => datePicker(root).trigger(),
  sampleText: {
    min: "2024-03-10",
    max: "2024-03-10",
  },
}
