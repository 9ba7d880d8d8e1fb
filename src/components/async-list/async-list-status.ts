export interface ListState {
  loading: boolean
  sorting: boolean
  failed: boolean
  /** The visitor stopped the last request. */
  stopped: boolean
  count: number
  hasMore: boolean
  filterText: string
}

/** The one line the status region reads out: what the list is doing, or what it holds. */
export function listStatus(state: ListState): string {
  const { count, filterText } = state
  if (state.sorting) return "Sorting…"
  if (state.loading) return count === 0 ? "Loading elements…" : "Loading more elements…"
  if (state.failed) return "Loading failed."
  const stopped = state.stopped ? "Stopped. " : ""
  if (count === 0)
    return filterText.trim()
      ? `${stopped}No elements match “${filterText.trim()}”.`
      : `${stopped}No elements loaded.`
  const shown = `${count} ${count === 1 ? "element" : "elements"} shown`
  return `${stopped}${shown}${state.hasMore ? ", more to load." : "."}`
}
