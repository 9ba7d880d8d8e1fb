import { describe, expect, it } from "vitest"
import { parse } from "@zag-js/time-picker"
import { clampTime, parseTimeSetting } from "./time-picker-settings"

describe("parseTimeSetting", () => {
  it("reads 24-hour hh:mm and hh:mm:ss, and empty as no bound", () => {
    expect(parseTimeSetting("min", "09:30")).toEqual({ time: { hour: 9, minute: 30, second: 0 } })
    expect(parseTimeSetting("max", " 7:05:09 ")).toEqual({
      time: { hour: 7, minute: 5, second: 9 },
    })
    expect(parseTimeSetting("min", "")).toEqual({ time: undefined })
  })

  it("reports text that is not a time of day, and gives no bound", () => {
    expect(parseTimeSetting("min", "noon")).toEqual({
      time: undefined,
      problem: 'Ignoring min "noon": write it as hh:mm or hh:mm:ss.',
    })
    expect(parseTimeSetting("max", "24:00").problem).toBe(
      'Ignoring max "24:00": that is not a time of day.',
    )
    expect(parseTimeSetting("max", "10:60").problem).toMatch(/not a time of day/)
    expect(parseTimeSetting("max", "10:5").problem).toMatch(/hh:mm/)
  })
})

describe("clampTime", () => {
  const at = (hour: number, minute = 0) => parse({ hour, minute })
  it("keeps a time inside the range and moves one outside to the nearest bound", () => {
    expect(clampTime(at(12), at(9), at(17))?.toString()).toBe("12:00:00")
    expect(clampTime(at(22, 15), at(9), at(17, 30))?.toString()).toBe("17:30:00")
    expect(clampTime(at(7), at(9), at(17))?.toString()).toBe("09:00:00")
    expect(clampTime(at(7))?.toString()).toBe("07:00:00")
    expect(clampTime(null, at(9))).toBeNull()
  })
})
