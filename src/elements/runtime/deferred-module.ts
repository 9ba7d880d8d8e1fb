/**
 * A module fetched after the widget is up, on first need: `current()` is null until it is
 * here, `load()` fetches it once, and after a failure the next call tries again.
 */
export interface DeferredModule<M> {
  current(): M | null
  load(): Promise<M>
}

export function deferredModule<M>(fetch: () => Promise<M>): DeferredModule<M> {
  let module: M | null = null
  let loading: Promise<M> | null = null
  return {
    current: () => module,
    load: () =>
      (loading ??= fetch().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          loading = null
          throw error
        },
      )),
  }
}
