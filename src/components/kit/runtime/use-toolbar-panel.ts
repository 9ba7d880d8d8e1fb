import { useEffect, useState, type ComponentType } from "react"
import type { ToolbarPanelProps } from "../toolbar/toolbar-panel"

type ToolbarPanel = ComponentType<ToolbarPanelProps>

// Once one demo on the page has loaded the toolbar, every later one renders it at once.
let loaded: ToolbarPanel | null = null
let loading: Promise<ToolbarPanel> | null = null

/** Starts loading the toolbar's chunk, if no one has yet; after a failure, the next call fetches it again. */
function loadToolbarPanel(): Promise<ToolbarPanel> {
  return (loading ??= import("../toolbar/toolbar-panel").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null
      throw error
    },
  ))
}

/**
 * The toolbar's component, loaded on first use (its chunk holds the tabs, the Controls form
 * and the Visualizer), or null while it is on its way. The request goes out from an effect,
 * after the demo's first render: the widget never waits for the toolbar. A failed request is
 * thrown at render, for the error boundary around the toolbar to offer a retry: its remount
 * asks again. Not React.lazy: React holds back content for up to 300 ms after a shown
 * Suspense fallback, and the toolbar should appear the moment its code is here; and a lazy
 * component keeps its failure for good.
 */
export function useToolbarPanel(): ToolbarPanel | null {
  const [panel, setPanel] = useState<ToolbarPanel | Error | null>(() => loaded)
  useEffect(() => {
    if (panel) return
    let current = true
    loadToolbarPanel().then(
      (component) => current && setPanel(() => component),
      (error: Error) => current && setPanel(error),
    )
    return () => {
      current = false
    }
  }, [panel])
  if (panel instanceof Error) throw panel
  return panel
}
