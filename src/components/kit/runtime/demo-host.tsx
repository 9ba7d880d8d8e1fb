import {
  createElement,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react"
import { controlDefaults, type ControlSchema } from "./controls"
import { DemoEnvironmentProvider, type DemoEnvironment } from "./demo-environment"
import { DemoErrorBoundary } from "./demo-error-boundary"
import { HeadingLevelProvider } from "../parts/demo-heading"
import type { DemoProps } from "./demo-types"
import { replayControlOf } from "./replay-control"
import { useToolbarPanel } from "./use-toolbar-panel"
import type { ToolbarPanelProps } from "../toolbar/toolbar-panel"

export interface DemoHostProps {
  schema: ControlSchema
  /** The demo component. */
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
  /** Called once, after the demo's first render has committed and its machines started. */
  onRunning?: () => void
  /**
   * Called once the box has its full height: the demo has rendered and, with a toolbar, the
   * open tab's content too (a page's reserved space for it can go, see scripts/reserve/reserve-css.ts).
   */
  onSettled?: () => void
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

  // Effects run children first: by now every machine of the demo has started.
  const onRunning = useRef(props.onRunning)
  useEffect(() => {
    onRunning.current?.()
  }, [])
  const onSettled = useRef(props.onSettled)
  useEffect(() => {
    if (props.hideToolbar) onSettled.current?.()
  }, [props.hideToolbar])

  const values = useMemo(
    () => ({ ...controlDefaults(schema), ...attributeValues, ...edits }),
    [schema, attributeValues, edits],
  )
  const control = replayControlOf(environment.inspector)
  const replay = useSyncExternalStore(control.subscribe, control.get)
  // A setting changed (a Controls edit, an attribute): a replayed copy pictures a step with the
  // settings of then, so it makes way for the live demo, where the change applies.
  const valuesShown = useRef(values)
  useEffect(() => {
    if (valuesShown.current === values) return
    valuesShown.current = values
    if (control.get()) control.set(null)
  }, [values, control])
  const stageProps = { Demo, values, logPrefix: environment.logPrefix }

  return (
    <DemoEnvironmentProvider value={environment}>
      <div className="sb-demo" part="demo" data-toolbar={props.hideToolbar ? "hidden" : "visible"}>
        {replay && (
          <replay.Stage
            key={replay.session.id}
            view={replay}
            environment={environment}
            onLive={() => control.set(null)}
          >
            <DemoStage {...stageProps} />
          </replay.Stage>
        )}
        {/* While a replay shows, the live demo runs on out of sight: Live shows it as it is. */}
        <div className="sb-stage" part="stage" hidden={replay ? true : undefined}>
          <DemoStage {...stageProps} />
        </div>
        {!props.hideToolbar && (
          // A toolbar that fails (its code could not be fetched, say) says so, with a retry; the demo stays.
          <DemoErrorBoundary logPrefix={environment.logPrefix} title="The toolbar stopped working.">
            <Toolbar
              slug={props.slug}
              onContentShown={() => onSettled.current?.()}
              schema={schema}
              values={values}
              onChange={(key, value) => {
                setEdits((current) => ({ ...current, [key]: value }))
                props.onControlsChange?.({ ...values, [key]: value })
              }}
            />
          </DemoErrorBoundary>
        )}
      </div>
    </DemoEnvironmentProvider>
  )
}

/**
 * The toolbar, fetched after the demo's first render (the widget never waits for it); the
 * empty panel holds its place while its code arrives.
 */
function Toolbar(props: ToolbarPanelProps) {
  const ToolbarPanel = useToolbarPanel()
  // The loaded module's component, the same on every render (see useToolbarPanel).
  return ToolbarPanel ? (
    createElement(ToolbarPanel, props)
  ) : (
    <div className="sb-toolbar" aria-busy="true" />
  )
}

interface DemoStageProps {
  Demo: DemoHostProps["Demo"]
  values: Record<string, unknown>
  logPrefix: string
}

/** The demo with its error boundary and loading fallback: the live one, or a replayed copy. */
function DemoStage({ Demo, values, logPrefix }: DemoStageProps) {
  return (
    <DemoErrorBoundary logPrefix={logPrefix}>
      <Suspense
        fallback={
          <p role="status" data-sb-loading="">
            Loading demo…
          </p>
        }
      >
        <HeadingLevelProvider level={values.headingLevel}>
          <Demo values={values as DemoProps<ControlSchema>["values"]} />
        </HeadingLevelProvider>
      </Suspense>
    </DemoErrorBoundary>
  )
}
