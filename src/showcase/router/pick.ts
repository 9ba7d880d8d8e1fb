import { matchRoute, type RouteParams } from "./match"
import { rankRoute } from "./rank"

export interface Route<T> {
  /** A pattern such as `/`, `/accordion`, `/docs/:page` or `/files/*`. */
  path: string
  /** What the route shows: the router never looks inside it. */
  value: T
}

export interface RouteMatch<T> {
  value: T
  params: RouteParams
  /** The pattern that matched, or undefined when the default route was used. */
  pattern?: string
}

/**
 * Picks the route for a path: of the routes that match, the most specific (highest
 * `rankRoute`) wins, and equal scores keep declaration order. When none matches, the
 * default route answers, with the whole path as its wildcard parameter.
 */
export function pickRoute<T>(
  routes: readonly Route<T>[],
  path: string,
  defaultValue: T,
): RouteMatch<T> {
  let best: RouteMatch<T> | undefined
  let bestScore = -Infinity
  for (const route of routes) {
    const params = matchRoute(route.path, path)
    if (!params) continue
    const score = rankRoute(route.path)
    // Strictly greater: on a tie the route declared first stays.
    if (score > bestScore) {
      best = { value: route.value, params, pattern: route.path }
      bestScore = score
    }
  }
  return best ?? { value: defaultValue, params: { "*": path.replace(/^\/+/, "") } }
}
