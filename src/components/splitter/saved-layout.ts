/** Where the persistent-layout variant keeps its sizes; tests clear it between runs. */
export const LAYOUT_STORAGE_KEY = "statebook:splitter:persistent-layout"

export const DEFAULT_LAYOUT = [30, 70]

/** The saved sizes, or the default when nothing (or nothing sound) is saved. */
export function readLayout(): number[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? "null")
    if (
      Array.isArray(saved) &&
      saved.length === DEFAULT_LAYOUT.length &&
      saved.every((size) => typeof size === "number" && size >= 0 && size <= 100) &&
      Math.abs(saved.reduce((sum: number, size: number) => sum + size, 0) - 100) < 0.5
    )
      return saved as number[]
  } catch {
    // A hand-edited or foreign value: the default layout is used instead.
  }
  return DEFAULT_LAYOUT
}

export function saveLayout(sizes: number[]) {
  localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(sizes))
}
