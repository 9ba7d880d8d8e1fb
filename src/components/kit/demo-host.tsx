import { lazy, Suspense, useMemo, useState, type ComponentType } from "react"
import { controlDefaults, type ControlSchema } from "./controls"
import { ControlsPanel } from "./controls-panel"
import { DemoEnvironmentProvider, type DemoEnvironment } from "./demo-environment"
import { DemoErrorBoundary } from "./demo-error-boundary"
import { DemoToolbar } from "./demo-toolbar"
import type { DemoProps } from "./demo-types"
import { Visualizer } from "./visualizer"

// The Code tab's module (and its highlighter) is fetched the first time the tab opens.
const SourceView = lazy(() => import("./source-view"))

export interface DemoHostProps {
  schema: ControlSchema
  /** The demo component, usually `React.lazy` so its code loads on first render. */
  Demo: ComponentType<DemoProps<ControlSchema>>
  /** Values set from outside (element attributes); only the keys that are set. */
  attributeValues: Record<string, unknown>
  environment: DemoEnvironment
  /** Hides the Controls/Visualizer panel for a bare embed. */
  hideToolbar?: boolean
  /** The demo's slug: its Code tab shows that demo's source files. */
  slug?: string
  /** Called from the Controls tab's change handler with every setting after the edit. */
  onControlsChange?: (values: Record<string, unknown>) => void
}

/**
 * Everything around a demo: its settings (defaults < attributes < Controls-tab edits), the
 * stage it renders on, the toolbar, and the error boundary that keeps failures inside it.
 */
export function DemoHost(props: DemoHostProps) {
  const { schema, Demo, attributeValues, environment } = props
  const [edits, setEdits] = useState<Record<string, unknown>>({})
  const [seenAttributes, setSeenAttributes] = useState(attributeValues)

  // An attribute that changes wins over an earlier Controls-tab edit of the same setting.
  if (seenAttributes !== attributeValues) {
    const changed = Object.keys({ ...seenAttributes, ...attributeValues }).filter(
      (key) => !Object.is(seenAttributes[key], attributeValues[key]),
    )
    setSeenAttributes(attributeValues)
    if (changed.length > 0)
      setEdits((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !changed.includes(key))),
      )
  }

  const values = useMemo(
    () => ({ ...controlDefaults(schema), ...attributeValues, ...edits }),
    [schema, attributeValues, edits],
  )

  return (
    <DemoEnvironmentProvider value={environment}>
      <div className="sb-demo" data-toolbar={props.hideToolbar ? "hidden" : "visible"}>
        <div className="sb-stage">
          <DemoErrorBoundary logPrefix={environment.logPrefix}>
            <Suspense
              fallback={
                <p role="status" data-sb-loading="">
                  Loading demo…
                </p>
              }
            >
              <Demo values={values as DemoProps<ControlSchema>["values"]} />
            </Suspense>
          </DemoErrorBoundary>
        </div>
        {!props.hideToolbar && (
          <DemoToolbar
            controls={
              <ControlsPanel
                schema={schema}
                values={values}
                onChange={(key, value) => {
                  setEdits((current) => ({ ...current, [key]: value }))
                  props.onControlsChange?.({ ...values, [key]: value })
                }}
              />
            }
            visualizer={<Visualizer />}
            code={
              props.slug && (
                <Suspense fallback={<p role="status">Loading the source…</p>}>
                  <SourceView slug={props.slug} />
                </Suspense>
              )
            }
          />
        )}
      </div>
    </DemoEnvironmentProvider>
  )
}
