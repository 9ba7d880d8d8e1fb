import { describeParts } from "../components/kit/accessibility/accessible-parts"
import { runningStageOf } from "../components/kit/accessibility/demo-stage"
import type { DemoAccessibilityInfo } from "./event-types"

/** `element.accessibilityInfo`, fetched with `ready` or on its first read (accessibility-info.ts). */
export function describeAccessibility(container: ShadowRoot): DemoAccessibilityInfo | null {
  const stage = runningStageOf(container)
  return stage ? { parts: describeParts(stage) } : null
}
