import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react"
import { useNearViewportOnce } from "./use-near-viewport"

interface DemoToolbarProps {
  controls: ReactNode
  visualizer: ReactNode
  accessibility: ReactNode
  /** The Code tab's content, rendered only while that tab is open (it loads on demand). */
  code?: ReactNode
  /** Called once the first tab's content has rendered (it waits for the viewport). */
  onContentShown?: () => void
}

type Tab = "controls" | "visualizer" | "accessibility" | "code"

/** A tab's name is its key, capitalised: "Controls", "Visualizer", "Accessibility", "Code". */
const tabLabel = (tab: Tab) => tab[0]!.toUpperCase() + tab.slice(1)

/** The key that moves to the next tab, by the direction the toolbar is laid out in. */
const nextKey = (element: HTMLElement) =>
  getComputedStyle(element).direction === "rtl" ? "ArrowLeft" : "ArrowRight"

/**
 * The side panel every demo has: the Controls, Visualizer, Accessibility and Code tabs, following the WAI-ARIA
 * tabs pattern with automatic activation (arrows, Home and End select as they move focus).
 * It is written out rather than run by zag's tabs machine: the machine and the helpers it
 * pulls in would add about 5 kB gzip to every embed, for two or three fixed tabs.
 */
export function DemoToolbar({
  controls,
  visualizer,
  accessibility,
  code,
  onContentShown,
}: DemoToolbarProps) {
  const id = useId()
  const [selected, setSelected] = useState<Tab>("controls")
  const toolbar = useRef<HTMLElement>(null)
  // A tab's content renders the first time it is open while the toolbar is near the viewport,
  // then stays (hidden when another tab is open) so what the reader did there is kept.
  const near = useNearViewportOnce(toolbar)
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set())
  if (near && !opened.has(selected)) setOpened(new Set([...opened, selected]))
  const contentShown = opened.size > 0
  const onShown = useRef(onContentShown)
  useEffect(() => {
    if (contentShown) onShown.current?.()
  }, [contentShown])
  const tabs: Tab[] = [
    "controls",
    "visualizer",
    "accessibility",
    ...(code ? ["code" as const] : []),
  ]
  const tabId = (tab: Tab) => `${id}-tab-${tab}`
  const panelId = (tab: Tab) => `${id}-panel-${tab}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(selected)
    const next = nextKey(event.currentTarget)
    const previous = next === "ArrowRight" ? "ArrowLeft" : "ArrowRight"
    const target =
      event.key === next
        ? tabs[(at + 1) % tabs.length]
        : event.key === previous
          ? tabs[(at - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined
    if (!target) return
    event.preventDefault()
    setSelected(target)
    event.currentTarget.querySelector<HTMLElement>(`[id="${tabId(target)}"]`)?.focus()
  }

  const panel = (tab: Tab, content: ReactNode) => (
    <div
      id={panelId(tab)}
      role="tabpanel"
      aria-labelledby={tabId(tab)}
      tabIndex={0}
      hidden={selected !== tab}
      className="sb-toolbar-panel"
    >
      {opened.has(tab) && content}
    </div>
  )

  return (
    <aside ref={toolbar} className="sb-toolbar" part="toolbar" aria-label="Demo toolbar">
      <div className="sb-toolbar-tabs">
        <div role="tablist" className="sb-toolbar-list" onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected === tab}
              aria-controls={panelId(tab)}
              tabIndex={selected === tab ? 0 : -1}
              onClick={() => setSelected(tab)}
            >
              {tabLabel(tab)}
            </button>
          ))}
        </div>
        {panel("controls", controls)}
        {panel("visualizer", visualizer)}
        {panel("accessibility", accessibility)}
        {code && panel("code", selected === "code" && code)}
      </div>
    </aside>
  )
}
