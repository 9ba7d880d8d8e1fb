import { useMemo } from "react"
import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { DemoEnvironment } from "../../components/kit/runtime/demo-environment"
import { DemoHost } from "../../components/kit/runtime/demo-host"
import type { DemoSettings } from "../../components/kit/runtime/settings"
import type { DemoComponent } from "./demo-loader"

/** What the element hands its React root (r2wc's props, through the element's `render`). */
export interface RootProps {
  /**
   * The demo's slug, or `<slug>/<variant>` for a variant: its Code tab's and keyboard map's
   * key. Another one mounts afresh.
   */
  slug: string
  /** Null until the demo's schema has arrived. */
  schema?: ControlSchema | null
  /** Null until the demo's code has arrived. */
  Demo?: DemoComponent | null
  settings: DemoSettings
  /** A fresh environment (log, inspector) for each mount of the root. */
  newEnvironment: () => DemoEnvironment
  hideToolbar?: boolean
  /** The demo's code could not be fetched: the element's own box says so (define/element-class.ts). */
  failed?: boolean
  /** Called once the demo has rendered and its machines have started. */
  onRunning?: () => void
  /** Called once the demo's box has its full height (its toolbar's open tab included). */
  onSettled?: () => void
}

/**
 * The React root of a demo element: a placeholder until the demo's code is here, then the
 * demo in its host (settings, toolbar, error boundary), in an environment whose log and
 * inspector the element turns into events (element-events.ts).
 */
export function DemoElementRoot(props: RootProps) {
  const { schema, Demo } = props
  // One per mount of the root and per variant shown: an element removed and added again, or
  // switched to another variant, starts with an empty log and history.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the slug says when: a new mount
  const environment = useMemo(() => props.newEnvironment(), [props.slug])
  if (props.failed) return null
  // The demo's box before it runs: while it waits to come near the viewport, or its code is on its way.
  if (!schema || !Demo)
    return (
      <div className="sb-demo" part="demo" data-sb-placeholder="">
        <div className="sb-stage" part="stage">
          <p role="status" data-sb-loading="">
            Loading demo…
          </p>
        </div>
      </div>
    )
  return (
    <DemoHost
      key={props.slug}
      slug={props.slug}
      schema={schema}
      Demo={Demo}
      settings={props.settings}
      environment={environment}
      hideToolbar={props.hideToolbar}
      onRunning={props.onRunning}
      onSettled={props.onSettled}
    />
  )
}
