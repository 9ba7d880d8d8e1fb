import { createElement, useEffect, useRef, useSyncExternalStore, type ComponentType } from "react"
import type { ControlSchema } from "./controls"
import { DemoEnvironmentProvider, type DemoEnvironment } from "./demo-environment"
import { DemoErrorBoundary } from "./demo-error-boundary"
import { HeadingLevelProvider } from "../parts/demo-heading"
import type { DemoProps } from "./demo-types"
import { replayControlOf } from "./replay-control"
import type { DemoSettings } from "./settings"
import { useToolbarPanel } from "./use-toolbar-panel"
import type { ToolbarPanelProps } from "../toolbar/toolbar-panel"

export interface DemoHostProps {
  schema: ControlSchema
  /** The demo component. */
  Demo: ComponentType<DemoProps<ControlSchema>>
  /** The demo's settings: the host renders their values, and the Controls tab edits them. */
  settings: DemoSettings
  environment: DemoEnvironment
  /** Hides the Controls/Visualizer panel for a bare embed. */
  hideToolbar?: boolean
  /** The demo's slug: its Code tab shows that demo's source files. */
  slug?: string
  /** Called once, after the demo's first render has committed and its machines started. */
  onRunning?: () => void
  /**
   * Called once the box has its full height: the demo has rendered and, with a toolbar, the
   * open tab's content too (a page's reserved space for it can go, see scripts/reserve/reserve-css.ts).
   */
  onSettled?: () => void
}

/**
 * Everything around a demo: its settings (merged in settings.ts, edited by the Controls tab),
 * the stage it renders on, the toolbar, and the error boundary that keeps failures inside it.
 */
export function DemoHost(props: DemoHostProps) {
  const { schema, Demo, settings, environment } = props
  const values = useSyncExternalStore(settings.subscribe, settings.values, settings.values)
  // The visitor's choices last as long as the demo is shown: put back after its teardown, an
  // element starts afresh.
  useEffect(() => settings.forget, [settings])

  // Effects run children first: by now every machine of the demo has started.
  const onRunning = useRef(props.onRunning)
  useEffect(() => {
    onRunning.current?.()
  }, [])
  const onSettled = useRef(props.onSettled)
  useEffect(() => {
    if (props.hideToolbar) onSettled.current?.()
  }, [props.hideToolbar])

  const control = replayControlOf(environment.inspector)
  const replay = useSyncExternalStore(control.subscribe, control.get, control.get)
  // A setting changed (a Controls edit, an attribute): a replayed copy pictures a step with the
  // settings of then, so it makes way for the live demo, where the change applies.
  useEffect(
    () =>
      settings.subscribe(() => {
        if (control.get()) control.set(null)
      }),
    [settings, control],
  )
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
              onChange={settings.edit}
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

/**
 * The demo with its error boundary: the live one, or a replayed copy. No Suspense boundary:
 * a demo's code is all here before it renders (the element's loader, the showcase's route),
 * and no demo suspends.
 */
function DemoStage({ Demo, values, logPrefix }: DemoStageProps) {
  return (
    <DemoErrorBoundary logPrefix={logPrefix}>
      <HeadingLevelProvider level={values.headingLevel}>
        <Demo values={values as DemoProps<ControlSchema>["values"]} />
      </HeadingLevelProvider>
    </DemoErrorBoundary>
  )
}
