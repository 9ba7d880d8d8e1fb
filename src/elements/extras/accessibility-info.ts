import { describeParts } from "../../components/kit/accessibility/accessible-parts"
import { shownStageOf } from "../../components/kit/accessibility/demo-stage"
import type { DemoAccessibilityInfo } from "../api/event-types"

/**
 * `element.accessibilityInfo`, fetched with `ready` or on its first read (element-control.ts):
 * what the reader sees, so a replayed step's parts while one shows.
 */
export function describeAccessibility(container: ShadowRoot): DemoAccessibilityInfo | null {
  const stage = shownStageOf(container)
  return stage ? { parts: describeParts(stage) } : null
}
