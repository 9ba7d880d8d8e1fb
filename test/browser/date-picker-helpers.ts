/** Finders and steps the three date picker test files share. */
import { click, waitFor, within } from "./helpers"

export { within }

/** Today is later than this max, so the calendar opens on March 2024 whatever the real date. */
export const MARCH_2024 = { min: "2000-01-01", max: "2024-03-31" }

export function part<T extends HTMLElement = HTMLElement>(root: ShadowRoot, name: string): T {
  const element = root.querySelector<T>(`[data-scope="date-picker"][data-part="${name}"]`)
  if (!element) throw new Error(`No date picker part ${name}`)
  return element
}

export const trigger = (root: ShadowRoot) => part<HTMLButtonElement>(root, "trigger")
export const content = (root: ShadowRoot) => part(root, "content")
export const clearButton = (root: ShadowRoot) => part<HTMLButtonElement>(root, "clear-trigger")
export const isOpen = (root: ShadowRoot) => !content(root).hidden

export function input(root: ShadowRoot, index = 0): HTMLInputElement {
  const inputs = root.querySelectorAll<HTMLInputElement>(
    '[data-scope="date-picker"][data-part="input"]',
  )
  const found = inputs[index]
  if (!found) throw new Error(`No date input ${index}`)
  return found
}

/** The day button for an ISO date (YYYY-MM-DD), or null when that day is not shown. */
export const dayCell = (root: ShadowRoot, iso: string) =>
  root.querySelector<HTMLElement>(
    `[data-part="table-cell-trigger"][data-view="day"][data-value="${iso}"]`,
  )

/** Which view (day, month or year) the popup shows. */
export const visibleView = (root: ShadowRoot) =>
  root
    .querySelector('[data-scope="date-picker"][data-part="view"]:not([hidden])')
    ?.getAttribute("data-view")

/** The value the form carries: the hidden field's ISO dates. */
export const formValue = (root: ShadowRoot, name: string) =>
  root.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)!.value

export async function openCalendar(root: ShadowRoot) {
  await click(trigger(root))
  await waitFor(() => isOpen(root), "the calendar to open")
}

export async function clickDay(root: ShadowRoot, iso: string) {
  const cell = await waitFor(() => dayCell(root, iso), `the day ${iso}`)
  await click(cell)
}

/** An ISO date `days` away from today in UTC (the demos' default time zone). */
export function utcDaysFromToday(days: number): string {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days))
  return date.toISOString().slice(0, 10)
}
