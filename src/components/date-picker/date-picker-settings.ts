import { isWeekend, parseDate, type DateValue } from "@internationalized/date"

/** The min and max a visitor typed, read into dates, with the reasons any were set aside. */
export interface DateBounds {
  min: DateValue | undefined
  max: DateValue | undefined
  problems: string[]
}

/** The calendar covers years 1 to 9999. */
const FIRST_YEAR = 1
const LAST_YEAR = 9999

/**
 * Reads a YYYY-MM-DD date. zag's `parse` throws on anything else, which would take the demo
 * down while a visitor is still typing, so a bad text gives a reason instead.
 */
export function parseIsoDate(text: string): { date: DateValue } | { problem: string } {
  const trimmed = text.trim()
  try {
    const date = parseDate(trimmed)
    const year = Number(trimmed.slice(0, 4))
    if (year < FIRST_YEAR || year > LAST_YEAR)
      return { problem: `the year must be from ${FIRST_YEAR} to ${LAST_YEAR}` }
    return { date }
  } catch {
    return { problem: "expected a real date written YYYY-MM-DD" }
  }
}

/** Reads the min and max settings; empty means no bound, and a bad bound falls back to none. */
export function readDateBounds(minText: string, maxText: string): DateBounds {
  const problems: string[] = []
  const read = (name: string, text: string) => {
    if (text.trim() === "") return undefined
    const result = parseIsoDate(text)
    if ("date" in result) return result.date
    problems.push(`${name} "${text}" ignored: ${result.problem}.`)
    return undefined
  }
  const min = read("Min", minText)
  const max = read("Max", maxText)
  if (min && max && min.compare(max) > 0) {
    problems.push(`Min ${min.toString()} is after max ${max.toString()}: both ignored.`)
    return { min: undefined, max: undefined, problems }
  }
  return { min, max, problems }
}

/** The `isDateUnavailable` rule of the demos: the locale's weekend days when switched on. */
export function unavailableRule(weekendsUnavailable: boolean) {
  if (!weekendsUnavailable) return undefined
  return (date: DateValue, locale: string) => isWeekend(date, locale)
}
