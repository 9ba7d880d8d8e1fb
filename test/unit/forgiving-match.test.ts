import { describe, expect, it } from "vitest"
import { compact, editDistance, typosForgiven } from "../../src/showcase/search/forgiving-match"

describe("forgiving matches", () => {
  it("reads text without spaces, punctuation or case", () => {
    expect(compact("Date Picker (Range)")).toBe("datepickerrange")
    expect(compact("tree-view")).toBe("treeview")
  })

  it("counts added, dropped, changed and swapped letters, up to a limit", () => {
    expect(editDistance("combbox", "combobox", 1)).toBe(1)
    expect(editDistance("selct", "select", 1)).toBe(1)
    expect(editDistance("slect", "selct", 1)).toBe(1)
    expect(editDistance("datepikcer", "datepicker", 2)).toBe(1)
    expect(editDistance("calendar", "calendar", 2)).toBe(0)
    expect(editDistance("menu", "number", 1)).toBe(2)
    expect(editDistance("abcdef", "a", 2)).toBe(3)
  })

  it("forgives more typos in longer queries", () => {
    expect([3, 4, 7, 8].map(typosForgiven)).toEqual([0, 1, 1, 2])
  })
})
