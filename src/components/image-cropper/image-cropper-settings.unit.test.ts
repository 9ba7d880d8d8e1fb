import { describe, expect, it } from "vitest"
import { cropperLimits } from "./image-cropper-settings"

const defaults = {
  aspectRatio: 0,
  minWidth: 40,
  minHeight: 40,
  maxWidth: 0,
  maxHeight: 0,
  minZoom: 1,
  maxZoom: 5,
}

describe("cropperLimits", () => {
  it("reads 0 as a free ratio and no max size", () => {
    expect(cropperLimits(defaults)).toEqual({
      aspectRatio: undefined,
      minWidth: 40,
      minHeight: 40,
      maxWidth: Number.POSITIVE_INFINITY,
      maxHeight: Number.POSITIVE_INFINITY,
      minZoom: 1,
      maxZoom: 5,
      problem: null,
    })
  })

  it("passes set limits through as they are", () => {
    const limits = cropperLimits({ ...defaults, aspectRatio: 1.5, maxWidth: 300, maxHeight: 200 })
    expect(limits).toMatchObject({ aspectRatio: 1.5, maxWidth: 300, maxHeight: 200, problem: null })
  })

  it("drops a max below its min, and says which", () => {
    expect(cropperLimits({ ...defaults, minWidth: 300, maxWidth: 200 })).toMatchObject({
      maxWidth: Number.POSITIVE_INFINITY,
      problem: "The min width is above the max: using no max width.",
    })
    expect(
      cropperLimits({ ...defaults, minWidth: 300, maxWidth: 200, minHeight: 90, maxHeight: 80 })
        .problem,
    ).toBe("The min width and height are above the max: using no max width or height.")
    expect(cropperLimits({ ...defaults, minWidth: 200, maxWidth: 200 }).problem).toBeNull()
  })

  it("zooms 1 to 5 when the min zoom is above the max", () => {
    expect(cropperLimits({ ...defaults, minZoom: 4, maxZoom: 2 })).toMatchObject({
      minZoom: 1,
      maxZoom: 5,
      problem: "The min zoom is above the max zoom: zooming from 1 to 5.",
    })
  })
})
