/*
 * What lets the search forgive a query: names read run together ("datepicker"), and, when
 * a query matches nothing, typos ("combbox", "calender"). Typos count only then, so a query
 * that matches keeps the ranks the spec fixes (search-demos.ts).
 */

/** Letters and digits only, lower case: "Date Picker" and "date-picker" both read "datepicker". */
export const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")

/** The words a query may be a typo of: each word, and the whole run together. */
export function wordsOf(texts: readonly string[]): string[] {
  return texts.flatMap((text) => [
    compact(text),
    ...text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  ])
}

/**
 * How many typos a query of this length forgives: none under 4 letters (too many words are
 * one letter from "tab"), one up to 7, two from 8 ("datepikcer" is two from "datepicker").
 */
export const typosForgiven = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2)

/**
 * The edits (a letter added, dropped or changed, or two neighbours swapped) that turn `a` into
 * `b`, or `limit + 1` as soon as it is clear there are more than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1)
      row.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    before = previous
    previous = row
  }
  return Math.min(previous[b.length]!, limit + 1)
}
