import { CalendarDate, today } from "@internationalized/date"
import { describe, expect, it } from "vitest"
import {
  formatDayMonthYear,
  formatMonth,
  formatYear,
  parseDayMonthYear,
  parseMonth,
  parseYear,
} from "./date-picker-formats"

const details = { locale: "en-US", timeZone: "UTC" }
const now = today("UTC")
const century = Math.floor(now.year / 100) * 100
const iso = (date: unknown) => (date === undefined ? undefined : String(date))

describe("the variants' formats", () => {
  it("write a month, a year and a day-first date", () => {
    const date = new CalendarDate(2025, 7, 5)
    expect(formatMonth(date, details)).toBe("07/2025")
    expect(formatMonth(date, { ...details, locale: "de-DE" })).toBe("07.2025")
    expect(formatYear(date)).toBe("2025")
    expect(formatDayMonthYear(date, details)).toBe("05/07/25")
    expect(formatDayMonthYear(date, { ...details, locale: "de-DE" })).toBe("05.07.25")
    expect(formatYear(new CalendarDate(987, 1, 1))).toBe("0987")
  })

  it("read a month as its first day, and refuse what is no month", () => {
    expect(iso(parseMonth("07/2025"))).toBe("2025-07-01")
    expect(iso(parseMonth(" 7 / 2025 "))).toBe("2025-07-01")
    expect(iso(parseMonth("07.2025"))).toBe("2025-07-01")
    for (const text of ["13/2025", "0/2025", "07/25", "July 2025", ""])
      expect(parseMonth(text), text).toBe(undefined)
  })

  it("read a year, two digits as this century's", () => {
    expect(iso(parseYear("2025", details))).toBe("2025-01-01")
    expect(iso(parseYear("07", details))).toBe(`${century + 7}-01-01`)
    for (const text of ["0000", "123", "20256", "year", ""])
      expect(parseYear(text, details), text).toBe(undefined)
  })

  it("read day-first dates, in full or short", () => {
    expect(iso(parseDayMonthYear("05/07/25", details))).toBe(`${century + 25}-07-05`)
    expect(iso(parseDayMonthYear("5/7/2025", details))).toBe("2025-07-05")
    expect(iso(parseDayMonthYear("05.07.25", details))).toBe(`${century + 25}-07-05`)
    expect(iso(parseDayMonthYear("05/07", details))).toBe(`${now.year}-07-05`)
    expect(iso(parseDayMonthYear("1", details))).toBe(now.set({ day: 1 }).toString())
    for (const text of ["31/02/25", "00/01/25", "05/13/25", "2025-07-05", ""])
      expect(parseDayMonthYear(text, details), text).toBe(undefined)
  })
})
