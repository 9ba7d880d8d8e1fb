import { describe, expect, it } from "vitest"
import {
  inZone,
  parseDateText,
  readDateSettings,
  timeOnlyFormat,
  timeOnlyGranularity,
  zonedToday,
} from "./date-input-settings"

const texts = {
  value: "",
  placeholderValue: "",
  min: "",
  max: "",
  timeZone: "none",
  selectionMode: "single" as const,
}

describe("date input settings", () => {
  it("reads dates and date-times, and refuses anything else", () => {
    expect(parseDateText("2024-06-15")?.toString()).toBe("2024-06-15")
    expect(parseDateText(" 2024-06-15T08:45 ")?.toString()).toBe("2024-06-15T08:45:00")
    expect(parseDateText("0001-04-10")?.toString()).toBe("0001-04-10")
    for (const bad of ["", "2024-13-01", "2024-02-30", "15/06/2024", "0000-01-01", "2024-6-1"])
      expect(parseDateText(bad), bad).toBeUndefined()
  })

  it("puts floating dates in a zone, and leaves them floating for none", () => {
    const date = parseDateText("2025-02-03T08:45")!
    expect(inZone(date, "none")).toBe(date)
    expect(inZone(date, "America/Los_Angeles").toString()).toBe(
      "2025-02-03T08:45:00-08:00[America/Los_Angeles]",
    )
    expect(inZone(parseDateText("2025-02-03")!, "UTC").toString()).toBe(
      "2025-02-03T00:00:00+00:00[UTC]",
    )
    expect(zonedToday("none")).toBeUndefined()
    expect(zonedToday("Asia/Tokyo")?.toString()).toMatch(/T00:00:00\+09:00\[Asia\/Tokyo\]$/)
  })

  it("reads the settings, setting a bad one aside with its reason", () => {
    const good = readDateSettings({ ...texts, value: "2024-06-15", min: "2000-01-01" })
    expect(good.value.map(String)).toEqual(["2024-06-15"])
    expect(good.min?.toString()).toBe("2000-01-01")
    expect(good.problems).toEqual([])

    const bad = readDateSettings({ ...texts, placeholderValue: "soon", max: "2024-02-30" })
    expect(bad.placeholderValue).toBeUndefined()
    expect(bad.max).toBeUndefined()
    expect(bad.problems).toHaveLength(2)
    expect(bad.problems[0]).toContain('Max "2024-02-30" ignored')

    const crossed = readDateSettings({ ...texts, min: "2024-01-01", max: "2023-01-01" })
    expect([crossed.min, crossed.max]).toEqual([undefined, undefined])
    expect(crossed.problems).toEqual(["Min is after max: both ignored."])
  })

  it("wants one date for a single value and two for a range", () => {
    const range = { ...texts, selectionMode: "range" as const }
    expect(readDateSettings({ ...range, value: "2024-06-01,2024-06-30" }).value).toHaveLength(2)
    expect(readDateSettings({ ...range, value: "2024-06-01" }).problems[0]).toContain(
      "two dates separated by a comma",
    )
    expect(readDateSettings({ ...texts, value: "2024-06-01,2024-06-30" }).value).toEqual([])
  })

  it("builds a time-only format with at least hours and minutes", () => {
    expect(timeOnlyGranularity("day")).toBe("minute")
    expect(timeOnlyGranularity("hour")).toBe("minute")
    expect(timeOnlyGranularity("second")).toBe("second")
    expect(
      timeOnlyFormat({
        granularity: "second",
        leadingZeros: true,
        hourCycle: "24",
        timeZone: "UTC",
        showZone: true,
      }),
    ).toEqual({
      timeZone: "UTC",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    })
    const plain = timeOnlyFormat({
      granularity: "minute",
      leadingZeros: false,
      hourCycle: "locale",
      timeZone: "UTC",
      showZone: false,
    })
    expect(plain).toEqual({
      timeZone: "UTC",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: undefined,
    })
  })
})
