import { Suspense, type ReactNode } from "react"
import type { ControlSchema } from "../runtime/controls"
import { ControlsPanel } from "./controls-panel"
import { DemoToolbar } from "./demo-toolbar"
import { DemoErrorBoundary } from "../runtime/demo-error-boundary"
import { useDemoEnvironment } from "../runtime/demo-environment"
import { useAdoptedSheet } from "../runtime/stylesheets"
import { retryingLazy, type RetryingLazy } from "./retrying-lazy"
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
      onContentShown={onContentShown}
      controls={<ControlsPanel slug={slug} schema={schema} values={values} onChange={onChange} />}
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
