import { useEffect, useState } from "react"

type Loader<T> = () => Promise<T>

// What each loader gave, so a page shown again renders at once, without a loading state.
const loaded = new WeakMap<Loader<unknown>, unknown>()

/**
 * Calls `load` (an `import()`), and remembers its module. Also what a link calls when it is
 * hovered or focused: the browser caches the module, so the visit then costs nothing more.
 */
export function preload<T>(load: Loader<T>): Promise<T> {
  return load().then((module) => {
    loaded.set(load, module)
    return module
  })
}

export type LazyModule<T> =
  { status: "loading" } | { status: "loaded"; module: T } | { status: "failed"; error: unknown }

/**
 * A module loaded once `wanted` (on first render by default); "loading" until it is here.
 * Not React.lazy: React holds content back for up to 300 ms after a shown Suspense
 * fallback, and a page should appear the moment its code is here. `load` must be the same
 * function on every render.
 */
export function useLazyModule<T>(load: Loader<T>, wanted = true): LazyModule<T> {
  const [state, setState] = useState<LazyModule<T>>(() =>
    loaded.has(load) ? { status: "loaded", module: loaded.get(load) as T } : { status: "loading" },
  )
  useEffect(() => {
    if (!wanted || state.status !== "loading") return
    let current = true
    preload(load).then(
      (module) => current && setState({ status: "loaded", module }),
      (error: unknown) => current && setState({ status: "failed", error }),
    )
    return () => {
      current = false
    }
  }, [load, wanted, state.status])
  return state
}
