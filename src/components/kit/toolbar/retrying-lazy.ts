import { createElement, lazy, type ComponentType } from "react"

export type RetryingLazy<P> = ComponentType<P> & {
  /** Forgets the failed import: the next render fetches the chunk again. */
  retry(): void
}

/**
 * React.lazy, with a way to try again: a lazy component keeps its first rejection for good,
 * so an error boundary's "Try again" would only show the failure again. The boundary calls
 * `retry` first. Not on the rejection itself: React renders a suspended component again when
 * its promise settles, which would fetch again at once, and again, never reaching the boundary.
 */
export function retryingLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryingLazy<P> {
  let Current = lazy(load)
  return Object.assign((props: P) => createElement(Current, props), {
    retry: () => {
      Current = lazy(load)
    },
  })
}
