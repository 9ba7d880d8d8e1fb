import { lazy, Suspense } from "react"
import type { ControlSchema } from "../runtime/controls"
import { ControlsPanel } from "./controls-panel"
import { DemoLogView } from "./demo-log-view"
import { DemoToolbar } from "./demo-toolbar"
import { useAdoptedSheet } from "../runtime/stylesheets"
import toolbarCss from "./toolbar.css?inline"
import { Visualizer } from "../visualizer/visualizer"

// The Code tab's module (and its highlighter) is fetched the first time the tab opens.
const SourceView = lazy(() => import("./source-view"))

export interface ToolbarPanelProps {
  /** The demo whose source the Code tab shows; no Code tab without it. */
  slug?: string
  schema: ControlSchema
  values: Record<string, unknown>
  onChange: (key: string, value: unknown) => void
}

/**
 * The toolbar with everything in its tabs. Its own module, so its code and styles (the tabs,
 * the Controls form, the Visualizer) are a chunk of their own: loaded beside the demo when the
 * toolbar is shown, and never by a `no-toolbar` embed.
 */
export default function ToolbarPanel({ slug, schema, values, onChange }: ToolbarPanelProps) {
  useAdoptedSheet("toolbar", toolbarCss)
  return (
    <DemoToolbar
      controls={<ControlsPanel schema={schema} values={values} onChange={onChange} />}
      visualizer={
        <>
          <Visualizer />
          <DemoLogView />
        </>
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
