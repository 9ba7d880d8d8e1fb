import { describe, expect, it } from "vitest"
import { listStatus, type ListState } from "./async-list-status"

const idle: ListState = {
  loading: false,
  sorting: false,
  failed: false,
  stopped: false,
  count: 8,
  hasMore: true,
  filterText: "",
}

describe("the async list's status line", () => {
  it("says what is loading", () => {
    expect(listStatus({ ...idle, loading: true, count: 0 })).toBe("Loading elements…")
    expect(listStatus({ ...idle, loading: true })).toBe("Loading more elements…")
    expect(listStatus({ ...idle, loading: true, sorting: true })).toBe("Sorting…")
  })

  it("says how many are shown and whether more can be loaded", () => {
    expect(listStatus(idle)).toBe("8 elements shown, more to load.")
    expect(listStatus({ ...idle, count: 1, hasMore: false })).toBe("1 element shown.")
  })

  it("says when nothing is shown, and why", () => {
    expect(listStatus({ ...idle, count: 0, hasMore: false })).toBe("No elements loaded.")
    expect(listStatus({ ...idle, count: 0, hasMore: false, filterText: " xe " })).toBe(
      "No elements match “xe”.",
    )
  })

  it("says a request failed or was stopped", () => {
    expect(listStatus({ ...idle, failed: true })).toBe("Loading failed.")
    expect(listStatus({ ...idle, stopped: true })).toBe("Stopped. 8 elements shown, more to load.")
  })
})
