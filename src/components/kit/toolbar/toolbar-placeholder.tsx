import { useEffect, useRef, type ReactNode, type SyntheticEvent } from "react"
import {
  FOCUSABLE,
  LABELS,
  panelId,
  tabId,
  tabsOf,
  type Tab,
  type ToolbarStart,
} from "./toolbar-tabs"
import { useNearViewportOnce } from "./use-near-viewport"

interface ToolbarPlaceholderProps {
  id: string
  withCode: boolean
  /** The Controls tab's form, shown as the toolbar shows it. */
  controls: ReactNode
  /** The reader reached for the toolbar: the real one takes over, starting as given. */
  onWake: (start: ToolbarStart) => void
  onContentShown?: () => void
}

/**
 * The toolbar as a page of many demos first shows it: the same box, tabs and Controls form,
 * none of the machinery (keyboard handling, error boundaries, lazy tabs). Mounting fifty of
 * these costs little; the real toolbar replaces one the first time a reader points at it,
 * focuses it (Tab lands on its open tab, a real button) or presses it. Its tabs carry the
 * real ones' roles, names, ids and states, so assistive technology reads the same tablist.
 */
export function ToolbarPlaceholder({
  id,
  withCode,
  controls,
  onWake,
  onContentShown,
}: ToolbarPlaceholderProps) {
  const toolbar = useRef<HTMLElement>(null)
  const near = useNearViewportOnce(toolbar)
  const onShown = useRef(onContentShown)
  useEffect(() => {
    if (near) onShown.current?.()
  }, [near])

  /** Wakes the toolbar; `pressed`: the reader pressed the target, which opens its tab. */
  const wake = (event: SyntheticEvent, pressed: boolean) => {
    const aside = event.currentTarget
    const target = event.target instanceof Element ? event.target.closest(FOCUSABLE) : null
    const tab = tabsOf(withCode).find((candidate) => target?.id === tabId(id, candidate))
    const focusable = [...aside.querySelectorAll(FOCUSABLE)]
    // A press moves focus to what was pressed, as on the real toolbar; pointing does not.
    const focus =
      target && (pressed || event.type === "focus") ? focusable.indexOf(target) : undefined
    onWake({ tab: (pressed && tab) || "controls", focus: focus === -1 ? undefined : focus })
  }

  const panel = (tab: Tab, content?: ReactNode) => (
    <div
      id={panelId(id, tab)}
      role="tabpanel"
      aria-labelledby={tabId(id, tab)}
      tabIndex={0}
      hidden={tab !== "controls"}
      className="sb-toolbar-panel"
    >
      {content}
    </div>
  )

  return (
    <aside
      ref={toolbar}
      className="sb-toolbar"
      part="toolbar"
      aria-label="Demo toolbar"
      onPointerEnter={(event) => wake(event, false)}
      onFocus={(event) => wake(event, false)}
      onPointerDown={(event) => wake(event, true)}
      onClick={(event) => wake(event, true)}
    >
      <div className="sb-toolbar-tabs">
        <div role="tablist" className="sb-toolbar-list">
          {tabsOf(withCode).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={tabId(id, tab)}
              aria-selected={tab === "controls"}
              aria-controls={panelId(id, tab)}
              tabIndex={tab === "controls" ? 0 : -1}
            >
              {LABELS[tab]}
            </button>
          ))}
        </div>
        {panel("controls", near && controls)}
        {panel("visualizer")}
        {panel("accessibility")}
        {withCode && panel("code")}
      </div>
    </aside>
  )
}
