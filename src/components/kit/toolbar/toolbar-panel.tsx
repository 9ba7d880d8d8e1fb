import { Suspense, useId, useState, type ReactNode } from "react"
import type { ControlSchema } from "../runtime/controls"
import { ControlsPanel } from "./controls-panel"
import { DemoToolbar } from "./demo-toolbar"
import { DemoErrorBoundary } from "../runtime/demo-error-boundary"
import { useDemoEnvironment } from "../runtime/demo-environment"
import { useAdoptedSheet } from "../runtime/stylesheets"
import { retryingLazy, type RetryingLazy } from "./retrying-lazy"
import { ToolbarPlaceholder } from "./toolbar-placeholder"
import type { ToolbarStart } from "./toolbar-tabs"
import toolbarCss from "./toolbar.css?inline"

// The Visualizer's, the Accessibility tab's and the Code tab's modules (and the highlighter)
// are fetched the first time their tab opens; a tab whose chunk could not be fetched offers
// to try again.
const VisualizerTab = retryingLazy(() => import("./visualizer-tab"))
const AccessibilityTab = retryingLazy(() => import("./accessibility-tab"))
const SourceView = retryingLazy(() => import("./source-view"))

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
 * The toolbar. Its own module, so its code and styles (the tabs, the Controls form, the
 * placeholder) are a chunk of their own: loaded after the demo's first render when the
 * toolbar is shown, and never by a `no-toolbar` embed. It starts as its placeholder, cheap to
 * mount on a page of many demos, until a reader reaches for it (issue 34 item 4).
 */
export default function ToolbarPanel(props: ToolbarPanelProps) {
  useAdoptedSheet("toolbar", toolbarCss)
  // One prefix for both, so the tabs' ids stay what they were across the handover.
  const id = useId()
  const [start, setStart] = useState<ToolbarStart | null>(null)
  const controls = (
    <ControlsPanel schema={props.schema} values={props.values} onChange={props.onChange} />
  )
  return start ? (
    <LiveToolbar {...props} id={id} start={start} controls={controls} />
  ) : (
    <ToolbarPlaceholder
      id={id}
      withCode={Boolean(props.slug)}
      controls={controls}
      onWake={setStart}
      onContentShown={props.onContentShown}
    />
  )
}

/** The toolbar with everything in its tabs. */
function LiveToolbar({
  slug,
  id,
  start,
  controls,
  onContentShown,
}: ToolbarPanelProps & { id: string; start: ToolbarStart; controls: ReactNode }) {
  const { logPrefix } = useDemoEnvironment()
  /** A tab's content, with a status while its code arrives and a retry if it fails. */
  const tab = (Tab: Pick<RetryingLazy<object>, "retry">, content: ReactNode, loading: string) => (
    <DemoErrorBoundary logPrefix={logPrefix} title="This tab stopped working." onRetry={Tab.retry}>
      <Suspense
        fallback={
          <p role="status" data-sb-loading="">
            {loading}
          </p>
        }
      >
        {content}
      </Suspense>
    </DemoErrorBoundary>
  )
  return (
    <DemoToolbar
      id={id}
      start={start}
      onContentShown={onContentShown}
      controls={controls}
      visualizer={tab(VisualizerTab, <VisualizerTab />, "Loading the Visualizer…")}
      accessibility={tab(
        AccessibilityTab,
        <AccessibilityTab slug={slug} />,
        "Loading the Accessibility tab…",
      )}
      code={slug && tab(SourceView, <SourceView slug={slug} />, "Loading the source…")}
    />
  )
}
