import { describe, expect, it } from "vitest"
import { checkPanelSizes } from "./splitter-settings"

describe("checkPanelSizes (splitter)", () => {
  it("keeps sizes and min sizes that total 100 or less", () => {
    expect(checkPanelSizes({ sizeA: 30, sizeB: 70, minSizeA: 50, minSizeB: 50 })).toEqual({
      sizeA: 30,
      sizeB: 70,
      minSizeA: 50,
      minSizeB: 50,
      problems: [],
    })
  })

  it("falls back to 50/50 when the sizes total more than 100", () => {
    const checked = checkPanelSizes({ sizeA: 70, sizeB: 31, minSizeA: 10, minSizeB: 0 })
    expect([checked.sizeA, checked.sizeB, checked.minSizeA]).toEqual([50, 50, 10])
    expect(checked.problems).toEqual([
      "The total of panel sizes cannot be greater than 100. Showing A and B at 50 each.",
    ])
  })

  it("drops the min sizes when they total more than 100, and reports both rules", () => {
    const checked = checkPanelSizes({ sizeA: 90, sizeB: 90, minSizeA: 60, minSizeB: 41 })
    expect([checked.sizeA, checked.sizeB, checked.minSizeA, checked.minSizeB]).toEqual([
      50, 50, 0, 0,
    ])
    expect(checked.problems).toHaveLength(2)
    expect(checked.problems[1]).toBe(
      "The total of min sizes cannot be greater than 100. Using no min sizes.",
    )
  })
})
