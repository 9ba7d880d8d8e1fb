import { describe, expect, it } from "vitest"
import { checkProgressValue } from "./progress-settings"

describe("checkProgressValue (progress)", () => {
  it("keeps a value within min and max, ends included", () => {
    expect(checkProgressValue(100, { min: 0, max: 100 })).toEqual({
      value: 100,
      min: 0,
      max: 100,
      problem: null,
    })
    expect(checkProgressValue(20, { min: 20, max: 40 }).problem).toBeNull()
  })

  it("clamps a value outside the range and says so", () => {
    expect(checkProgressValue(140, { min: 0, max: 100 })).toEqual({
      value: 100,
      min: 0,
      max: 100,
      problem: "Value 140 is outside 0–100; showing it clamped to 100.",
    })
    expect(checkProgressValue(5, { min: 10, max: 100 }).value).toBe(10)
  })

  it("falls back to 0–100 when max is not above min", () => {
    const checked = checkProgressValue(150, { min: 80, max: 80 })
    expect([checked.min, checked.max, checked.value]).toEqual([0, 100, 100])
    expect(checked.problem).toBe(
      "Max 80 must be greater than min 80; using 0–100. Value 150 is outside 0–100; showing it clamped to 100.",
    )
  })
})
