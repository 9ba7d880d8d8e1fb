import { useMemo, type ReactNode } from "react"
import type { ControlSchema } from "../../components/kit/runtime/controls"
import { createDemoLog } from "../../components/kit/runtime/demo-log"
import { DemoHost } from "../../components/kit/runtime/demo-host"
import type { DemoComponent } from "./demo-loader"
import { isOn, LOG } from "../api/element-api"
import { eventExtras } from "./deferred-extras"
import { LazyDetailEvent } from "./lazy-detail-event"
import type { ControlsChangeDetail, DemoLogDetail } from "../api/event-types"
import { createDispatchingInspector } from "./element-events"

/** What the element hands its React root (through r2wc's props: the element's `render`, demo-element-shell.ts). */
export interface RootProps {
  container: ShadowRoot
  slug: string
  tag: string
  /** Null until the demo's schema has arrived. */
  schema?: ControlSchema | null
  /** Null until the demo's code has arrived. */
  Demo?: DemoComponent | null
  attributeValues?: Record<string, unknown>
  hideToolbar?: boolean
  /** The demo's code could not be fetched: the element's own box says so (demo-element-shell.ts). */
  failed?: boolean
  /** Called once the demo has rendered and its machines have started. */
  onRunning?: () => void
  /** Called once the demo's box has its full height (its toolbar's open tab included). */
  onSettled?: () => void
}

const NO_VALUES: Record<string, unknown> = {}

/** The demo's box before it runs: while it waits to come near the viewport, or its code is on its way. */
function Placeholder({ children }: { children: ReactNode }) {
  return (
    <div className="sb-demo" part="demo" data-sb-placeholder="">
      <div className="sb-stage" part="stage">
        {children}
      </div>
    </div>
  )
}

/**
 * The React root of a demo element: the demo in its host (settings, toolbar, error
 * boundary), wired to the element's events: `statechange` from the inspector, `demolog`
 * from the log (and the console only with the `log` attribute), `controlschange` from the
 * Controls tab (`keytried` starts with the element's extras: see element-control.ts).
 */
export function DemoElementRoot(props: RootProps) {
  const {
    container,
    slug,
    tag,
    schema,
    Demo,
    attributeValues = NO_VALUES,
    hideToolbar,
    failed,
  } = props
  const environment = useMemo(() => {
    const host = container.host as HTMLElement
    return {
      getRootNode: () => container,
      logPrefix: `<${tag}>`,
      // Quiet in the host's console unless asked: lines go to the Visualizer and to events.
      log: createDemoLog((message, details) => {
        // The details' JSON comes with the element's deferred code; lines keep their order.
        eventExtras.load().then(
          ({ toJson }) =>
            host.dispatchEvent(
              new LazyDetailEvent<DemoLogDetail>("demolog", () => ({
                message,
                details: details.map(toJson),
              })),
            ),
          () => {}, // The element has warned; the line still reaches the Visualizer.
        )
        if (isOn(host.getAttribute(LOG))) console.log(`<${tag}> ${message}`, ...details)
      }),
      inspector: createDispatchingInspector(() => host),
    }
  }, [container, tag])
  if (failed) return null
  if (!schema || !Demo)
    return (
      <Placeholder>
        <p role="status" data-sb-loading="">
          Loading demo…
        </p>
      </Placeholder>
    )
  return (
    <DemoHost
      slug={slug}
      schema={schema}
      Demo={Demo}
      attributeValues={attributeValues}
      environment={environment}
      hideToolbar={hideToolbar}
      onRunning={props.onRunning}
      onSettled={props.onSettled}
      // The detail's code comes with the element's extras, which arrive with the toolbar.
      onControlsChange={(values) =>
        eventExtras.load().then(
          ({ controlsChangeDetail }) =>
            container.host.dispatchEvent(
              new CustomEvent<ControlsChangeDetail>("controlschange", {
                bubbles: true,
                composed: true,
                detail: controlsChangeDetail(schema, values),
              }),
            ),
          () => {}, // The element has warned; the edit still reaches the widget.
        )
      }
    />
  )
}
