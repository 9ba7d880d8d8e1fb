import { AccessibilityPanel } from "../accessibility/accessibility-panel"

/**
 * The Accessibility tab's content: a chunk of its own, fetched the first time the tab opens
 * (axe-core, behind its Check button, is another, fetched only when pressed).
 */
export default function AccessibilityTab({ slug }: { slug?: string }) {
  return <AccessibilityPanel slug={slug} />
}
