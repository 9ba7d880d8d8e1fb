import { describe, expect, it } from "vitest"
import { qrValueProblem } from "./qr-code-settings"

describe("qrValueProblem", () => {
  it("accepts values up to the capacity of each mode and level", () => {
    expect(qrValueProblem("x".repeat(1273), "H")).toBeNull()
    expect(qrValueProblem("X".repeat(1852), "H")).toBeNull()
    expect(qrValueProblem("1".repeat(7089), "L")).toBeNull()
    expect(qrValueProblem("", "L")).toBeNull()
  })

  it("reports values one past the capacity, in the unit of the mode used", () => {
    expect(qrValueProblem("x".repeat(1274), "H")).toBe(
      "The value is 1274 bytes long; a QR code at level H holds at most 1273 bytes.",
    )
    expect(qrValueProblem("A".repeat(2421), "Q")).toBe(
      "The value is 2421 characters long; a QR code at level Q holds at most 2420 characters.",
    )
    expect(qrValueProblem("7".repeat(5597), "M")).toBe(
      "The value is 5597 digits long; a QR code at level M holds at most 5596 digits.",
    )
  })

  it("counts UTF-8 bytes for text outside the alphanumeric set", () => {
    expect(qrValueProblem("é".repeat(636), "H")).toBeNull()
    expect(qrValueProblem("é".repeat(637), "H")).toMatch(/^The value is 1274 bytes long/)
  })
})
