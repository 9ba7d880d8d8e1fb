import { patternSegments, segmentize, segmentKind } from "./segments"

/** Values of a route's `:name` parameters; the wildcard's rest of the path is under `"*"`. */
export type RouteParams = Record<string, string>

/**
 * Matches a path against one route pattern. Static segments match exactly, a `:name`
 * matches any one non-empty segment (decoded), an empty segment matches only an empty one,
 * and a trailing `*` matches the rest, however many segments that is (none included).
 * Returns the parameters, or undefined when the path does not match.
 */
export function matchRoute(pattern: string, path: string): RouteParams | undefined {
  const expected = patternSegments(pattern)
  const actual = segmentize(path)
  const params: RouteParams = {}
  for (const [index, segment] of expected.entries()) {
    const kind = segmentKind(segment)
    if (kind === "wildcard") {
      params["*"] = actual.slice(index).join("/")
      return params
    }
    const value = actual[index]
    if (value === undefined) return undefined
    if (kind === "param") {
      const decoded = value === "" ? undefined : decodeSegment(value)
      if (decoded === undefined) return undefined
      params[segment.slice(1)] = decoded
    } else if (value !== segment) {
      return undefined
    }
  }
  return actual.length === expected.length ? params : undefined
}

/** Percent-decodes one segment; a malformed escape (`%E0%A4%A`) matches nothing. */
function decodeSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}
