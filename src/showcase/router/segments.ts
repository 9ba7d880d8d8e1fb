/**
 * Splits a path into segments, ignoring the leading and trailing slash: `/a/b/` -> `["a", "b"]`.
 * The root `/` is one empty segment (`[""]`), and so is each `//` inside a path: an empty
 * segment is something a route can match and rank, not something to drop.
 */
export function segmentize(path: string): string[] {
  return path.replace(/^\/+/, "").replace(/\/+$/, "").split("/")
}

/** The wildcard segment: matches the rest of the path (zero or more segments). */
export const WILDCARD = "*"

export type SegmentKind = "static" | "param" | "empty" | "wildcard"

export function segmentKind(segment: string): SegmentKind {
  if (segment === WILDCARD) return "wildcard"
  if (segment === "") return "empty"
  if (segment.startsWith(":")) return "param"
  return "static"
}

/**
 * The segments of a route pattern, checked: a wildcard may only come last (it takes the
 * rest of the path, so nothing after it could ever match) and a parameter needs a name.
 */
export function patternSegments(pattern: string): string[] {
  const segments = segmentize(pattern)
  segments.forEach((segment, index) => {
    if (segment === WILDCARD && index !== segments.length - 1)
      throw new Error(`Route "${pattern}": the wildcard "*" must be the last segment.`)
    if (segment === ":") throw new Error(`Route "${pattern}": a parameter needs a name (":id").`)
  })
  return segments
}
