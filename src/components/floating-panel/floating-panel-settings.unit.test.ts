import { describe, expect, it } from "vitest"
import { panelLimits, panelMachineProps } from "./floating-panel-settings"

const none = { minWidth: 0, minHeight: 0, maxWidth: 0, maxHeight: 0 }

describe("panelLimits", () => {
  it("gives zag no limits when every control is 0", () => {
    expect(panelLimits(none)).toEqual({ minSize: undefined, maxSize: undefined, problem: null })
  })

  it("turns a 0 in a set pair into no limit on that side", () => {
    expect(panelLimits({ ...none, minWidth: 200, maxHeight: 400 })).toEqual({
      minSize: { width: 200, height: 0 },
      maxSize: { width: Number.POSITIVE_INFINITY, height: 400 },
      problem: null,
    })
  })

  it("names each side whose min is above its max", () => {
    expect(panelLimits({ ...none, minWidth: 500, maxWidth: 400 }).problem).toBe(
      "The min width is above the max: resizing stops at the max.",
    )
    expect(
      panelLimits({ minWidth: 500, maxWidth: 400, minHeight: 300, maxHeight: 200 }).problem,
    ).toBe("The min width and height are above the max: resizing stops at the max.")
    expect(panelLimits({ ...none, minWidth: 400, maxWidth: 400 }).problem).toBeNull()
  })
})

describe("panelMachineProps", () => {
  it("renames allowDrag, passes the limits and other settings, and fixes the strategy", () => {
    const { props, problem } = panelMachineProps({
      ...none,
      minWidth: 500,
      maxWidth: 400,
      allowDrag: false,
      gridSize: 8,
    })
    expect(props).toEqual({
      gridSize: 8,
      draggable: false,
      minSize: { width: 500, height: 0 },
      maxSize: { width: 400, height: Number.POSITIVE_INFINITY },
      strategy: "fixed",
    })
    expect(props).not.toHaveProperty("allowDrag")
    expect(problem).toMatch(/min width is above the max/)
  })
})
