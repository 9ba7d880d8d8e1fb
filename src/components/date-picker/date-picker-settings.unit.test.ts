import { describe, expect, it } from "vitest"
import { parseDate } from "@internationalized/date"
import { parseIsoDate, readDateBounds, unavailableRule } from "./date-picker-settings"

describe("date picker settings", () => {
  it("reads YYYY-MM-DD dates and explains anything else", () => {
    expect(parseIsoDate(" 2024-02-29 ")).toEqual({ date: parseDate("2024-02-29") })
    expect(parseIsoDate("2023-02-29")).toHaveProperty("problem")
    expect(parseIsoDate("2024-13-01")).toHaveProperty("problem")
    expect(parseIsoDate("soon")).toHaveProperty("problem")
    expect(parseIsoDate("0000-01-01")).toEqual({ problem: "the year must be from 1 to 9999" })
  })

  it("treats empty bounds as none and sets a bad one aside with a reason", () => {
    expect(readDateBounds("", "")).toEqual({ min: undefined, max: undefined, problems: [] })
    const bounds = readDateBounds("2024-01-01", "nope")
    expect(bounds.min?.toString()).toBe("2024-01-01")
    expect(bounds.max).toBeUndefined()
    expect(bounds.problems).toEqual([
      'Max "nope" ignored: expected a real date written YYYY-MM-DD.',
    ])
  })

  it("drops both bounds when min is after max", () => {
    const bounds = readDateBounds("2024-05-01", "2024-04-01")
    expect([bounds.min, bounds.max]).toEqual([undefined, undefined])
    expect(bounds.problems).toEqual(["Min 2024-05-01 is after max 2024-04-01: both ignored."])
  })

  it("makes the locale's weekend unavailable only when asked", () => {
    expect(unavailableRule(false)).toBeUndefined()
    const rule = unavailableRule(true)!
    expect(rule(parseDate("2024-03-16"), "en-US")).toBe(true)
    expect(rule(parseDate("2024-03-15"), "en-US")).toBe(false)
  })
})
