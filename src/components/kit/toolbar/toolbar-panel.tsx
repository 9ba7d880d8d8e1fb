import { lazy, Suspense } from "react"
import type { ControlSchema } from "../runtime/controls"
import { ControlsPanel } from "./controls-panel"
import { DemoToolbar } from "./demo-toolbar"
import { useAdoptedSheet } from "../runtime/stylesheets"
import toolbarCss from "./toolbar.css?inline"

// The Visualizer's, the Accessibility tab's and the Code tab's modules (and the highlighter)
// are fetched the first time their tab opens.
const VisualizerTab = lazy(() => import("./visualizer-tab"))
const AccessibilityTab = lazy(() => import("./accessibility-tab"))
const SourceView = lazy(() => import("./source-view"))

export interface ToolbarPanelProps {
  /** The demo whose source the Code tab shows; no Code tab without it. */
  slug?: string
  schema: ControlSchema
  values: Record<string, unknown>
  onChange: (key: string, value: unknown) => void
  /** Called once the open tab's content has first rendered: the toolbar has its height. */
  onContentShown?: () => void
}

/**
 * The toolbar with everything in its tabs. Its own module, so its code and styles (the tabs,
 * the Controls form) are a chunk of their own: loaded after the demo's first render when the
 * toolbar is shown, and never by a `no-toolbar` embed.
 */
export default function ToolbarPanel({
  slug,
  schema,
  values,
  onChange,
  onContentShown,
}: ToolbarPanelProps) {
  useAdoptedSheet("toolbar", toolbarCss)
  return (
    <DemoToolbar
      onContentShown={onContentShown}
      controls={<ControlsPanel schema={schema} values={values} onChange={onChange} />}
      visualizer={
        <Suspense
          fallback={
            <p role="status" data-sb-loading="">
              Loading the Visualizer…
            </p>
          }
        >
          <VisualizerTab />
        </Suspense>
      }
      accessibility={
        <Suspense
          fallback={
            <p role="status" data-sb-loading="">
              Loading the Accessibility tab…
            </p>
          }
        >
          <AccessibilityTab slug={slug} />
        </Suspense>
      }
      code={
        slug && (
          <Suspense fallback={<p role="status">Loading the source…</p>}>
            <SourceView slug={slug} />
          </Suspense>
        )
      }
    />
  )
}
