/**
 * What the toolbar's placeholder and the toolbar share: the tabs, their names and the ids
 * that tie each tab to its panel, so the tablist a reader meets is the same before and after
 * the handover (toolbar-placeholder.tsx).
 */
export type Tab = "controls" | "visualizer" | "accessibility" | "code"

export const LABELS: Record<Tab, string> = {
  controls: "Controls",
  visualizer: "Visualizer",
  accessibility: "Accessibility",
  code: "Code",
}

/** The tabs in order: Code only for a demo whose source is known. */
export const tabsOf = (withCode: boolean): Tab[] => [
  "controls",
  "visualizer",
  "accessibility",
  ...(withCode ? ["code" as const] : []),
]

export const tabId = (id: string, tab: Tab) => `${id}-tab-${tab}`
export const panelId = (id: string, tab: Tab) => `${id}-panel-${tab}`

/** How the toolbar starts when a reader woke it: the tab to open, and whether to focus it. */
export interface ToolbarStart {
  tab: Tab
  /** The index, among the toolbar's focusable elements, of the one to focus; none: leave focus. */
  focus?: number
}

/** What the reader can focus in a toolbar, in the same order before and after the handover. */
export const FOCUSABLE = "button, input, select, textarea, [tabindex]"
