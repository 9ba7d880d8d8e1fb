import type { DateValue, Props } from "@zag-js/date-picker"
import { useMemo } from "react"
import {
  formatMonth,
  formatYear,
  localeSeparator,
  parseMonth,
  parseYear,
} from "./date-picker-formats"

// The machine props of pickers that choose a whole month or year (zag's `minView`): the
// calendar never goes down to days, and the field reads and writes months or years.

/** A month picker's props; its placeholder has the locale's separator (`mm.yyyy` in de-DE). */
export function useMonthPickerProps(locale: string | undefined) {
  return useMemo(
    () =>
      ({
        minView: "month",
        placeholder: `mm${localeSeparator(locale ?? "en-US")}yyyy`,
        format: formatMonth,
        parse: parseMonth,
      }) satisfies Partial<Props>,
    [locale],
  )
}

export const yearPickerProps = {
  minView: "year",
  placeholder: "yyyy",
  format: formatYear,
  parse: parseYear,
} satisfies Partial<Props>

/** What a month picker's form sends: `2025-07`. */
export const isoMonth = (date: DateValue) => date.toString().slice(0, 7)

/** What a year picker's form sends: `2025`. */
export const isoYear = (date: DateValue) => date.toString().slice(0, 4)
