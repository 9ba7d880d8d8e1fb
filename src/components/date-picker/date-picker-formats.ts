import { CalendarDate, today, type DateValue } from "@internationalized/date"
import type { LocaleDetails } from "@zag-js/date-picker"

// Formats and parsers of the variants that write dates their own way (zag's `format` and
// `parse` props). A parser returns undefined for text it cannot read: zag then keeps the
// focused date, as it does for a typed date its own parser rejects. zag's field lets through
// only digits and the locale's date separator, so the formats write that separator (07.2025
// in de-DE) and the parsers read any of / . - between the numbers.

/** The locale's date separator, as zag finds it: the first literal of a formatted date. */
export function localeSeparator(locale: string): string {
  const parts = new Intl.DateTimeFormat(locale).formatToParts(new Date(2025, 6, 5))
  return parts.find((part) => part.type === "literal")?.value ?? "/"
}

/** Between two numbers of a typed date: one separator, spaces allowed around it. */
const SEP = String.raw`\s*[./-]\s*`

const pad = (value: number, length = 2) => String(value).padStart(length, "0")

/** A date from its parts, or undefined when they name no real day (31/02, month 13). */
function realDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined
  const date = new CalendarDate(year, month, day)
  // CalendarDate quietly moves an impossible day to the month's last: that is not what was typed.
  return date.day === day && date.month === month ? date : undefined
}

/** A two-digit year is one of this century, as people write them. */
function fullYear(digits: string, details: LocaleDetails): number {
  const year = Number(digits)
  if (digits.length > 2) return year
  return Math.floor(today(details.timeZone).year / 100) * 100 + year
}

/** A month picker's text: `07/2025` (`07.2025` in de-DE). */
export const formatMonth = (date: DateValue, { locale }: LocaleDetails) =>
  `${pad(date.month)}${localeSeparator(locale)}${pad(date.year, 4)}`

/** Reads `7/2025` or `07.2025` as the first day of that month. */
export function parseMonth(text: string): DateValue | undefined {
  const match = new RegExp(String.raw`^\s*(\d{1,2})${SEP}(\d{4})\s*$`).exec(text)
  return match ? realDate(Number(match[2]), Number(match[1]), 1) : undefined
}

/** A year picker's text: `2025`. */
export const formatYear = (date: DateValue) => pad(date.year, 4)

/** Reads `2025`, or `25` as a year of this century, as the first day of that year. */
export function parseYear(text: string, details: LocaleDetails): DateValue | undefined {
  const match = /^\s*(\d{2}|\d{4})\s*$/.exec(text)
  return match ? realDate(fullYear(match[1]!, details), 1, 1) : undefined
}

/** Day first, two-digit year: `05/07/25` is 5 July 2025 in every locale (`05.07.25` in de-DE). */
export function formatDayMonthYear(date: DateValue, { locale }: LocaleDetails) {
  const separator = localeSeparator(locale)
  return [pad(date.day), pad(date.month), pad(date.year % 100)].join(separator)
}

/**
 * Reads `dd/mm/yy` (or a four-digit year), and the short forms people type: `dd/mm` is that
 * day this year, `dd` that day this month.
 */
export function parseDayMonthYear(text: string, details: LocaleDetails): DateValue | undefined {
  const match = new RegExp(
    String.raw`^\s*(\d{1,2})(?:${SEP}(\d{1,2})(?:${SEP}(\d{2}|\d{4}))?)?\s*$`,
  ).exec(text)
  if (!match) return undefined
  const now = today(details.timeZone)
  const [, day, month, year] = match
  return realDate(
    year ? fullYear(year, details) : now.year,
    month ? Number(month) : now.month,
    Number(day),
  )
}
