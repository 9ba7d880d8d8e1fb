import { describe, expect, it } from "vitest"
import { tagsMax, tagsStatus } from "./tags-input-status"

const base = { count: 2, max: Infinity, allowOverflow: false, refused: null, maxTagLength: 0 }

describe("tagsStatus", () => {
  it("counts the tags, with the max when there is one", () => {
    expect(tagsStatus(base)).toEqual(["2 tags."])
    expect(tagsStatus({ ...base, count: 1, max: 3 })).toEqual(["1 of 3 tags."])
  })

  it("says new tags are ignored at the max unless overflow is allowed", () => {
    expect(tagsStatus({ ...base, max: 2 })).toEqual([
      "2 of 2 tags.",
      "Max reached: new tags are ignored.",
    ])
    expect(tagsStatus({ ...base, max: 2, allowOverflow: true })).toEqual(["2 of 2 tags."])
  })

  it("names zag's reasons: rangeOverflow past the max, invalidTag for a refused tag", () => {
    expect(tagsStatus({ ...base, count: 3, max: 2, allowOverflow: true })[1]).toBe(
      "rangeOverflow: 3 tags, more than the max of 2.",
    )
    expect(tagsStatus({ ...base, refused: "Angular", maxTagLength: 5 })[1]).toBe(
      'invalidTag: "Angular" is longer than 5 characters.',
    )
  })
})

describe("tagsMax", () => {
  it("reads 0 as no limit and keeps counts whole", () => {
    expect(tagsMax(0)).toBe(Infinity)
    expect(tagsMax(-1)).toBe(Infinity)
    expect(tagsMax(3.7)).toBe(3)
  })
})
