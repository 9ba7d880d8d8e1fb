import { accessibilityDescriber } from "./element-extras-loader"
import type { DemoAccessibilityInfo } from "./event-types"

/**
 * What `element.accessibilityInfo` returns: null until the demo runs and the accessible name
 * code is here (`await element.ready` waits for both; a first read starts fetching it).
 */
export function accessibilityInfoOf(container: ShadowRoot): DemoAccessibilityInfo | null {
  const describer = accessibilityDescriber.current()
  if (describer) return describer.describeAccessibility(container)
  accessibilityDescriber.load().catch(() => {
    // Stays null; the next read tries again.
  })
  return null
}
