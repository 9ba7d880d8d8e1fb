import { patternSegments, segmentKind, type SegmentKind } from "./segments"

/** Weights: 4 per segment, plus 3 static, 2 parameter, 1 empty; wildcard penalty 1. */
export const SEGMENT_POINTS = 4
export const KIND_POINTS: Record<Exclude<SegmentKind, "wildcard">, number> = {
  static: 3,
  param: 2,
  empty: 1,
}
export const WILDCARD_PENALTY = 1

/**
 * The specificity score of a route pattern: the higher, the more specific. A wildcard earns
 * no segment points (it may match no segment at all) and costs the penalty, so `/docs/*`
 * (4 + 3 - 1 = 6) never outranks `/docs` (7) on the path `/docs`.
 */
export function rankRoute(pattern: string): number {
  return patternSegments(pattern).reduce((score, segment) => {
    const kind = segmentKind(segment)
    if (kind === "wildcard") return score - WILDCARD_PENALTY
    return score + SEGMENT_POINTS + KIND_POINTS[kind]
  }, 0)
}
