import { useEffect, useState, type ComponentType } from "react"
import type { ToolbarPanelProps } from "../toolbar/toolbar-panel"

type ToolbarPanel = ComponentType<ToolbarPanelProps>

// Once one demo on the page has loaded the toolbar, every later one renders it at once.
let loaded: ToolbarPanel | null = null
let loading: Promise<ToolbarPanel> | null = null

/** Starts loading the toolbar's chunk, if no one has yet. */
function loadToolbarPanel(): Promise<ToolbarPanel> {
  return (loading ??= import("../toolbar/toolbar-panel").then(
    (module) => (loaded = module.default),
  ))
}

/**
 * The toolbar's component, loaded on first use (its chunk holds the tabs, the
 * Controls form and the Visualizer), or null while it is on its way. The request goes out from
 * an effect, after the demo's first render: the widget never waits for the toolbar. Not React.lazy: React
 * holds back content for up to 300 ms after a shown Suspense fallback, and the toolbar
 * should appear the moment its code is here.
 */
export function useToolbarPanel(shown: boolean): ToolbarPanel | null {
  const [panel, setPanel] = useState<ToolbarPanel | null>(() => loaded)
  useEffect(() => {
    if (!shown || panel) return
    let current = true
    void loadToolbarPanel().then((component) => current && setPanel(() => component))
    return () => {
      current = false
    }
  }, [shown, panel])
  return panel
}
