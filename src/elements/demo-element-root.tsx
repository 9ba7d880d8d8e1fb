import { useMemo } from "react"
import type { ControlSchema } from "../components/kit/runtime/controls"
import { createDemoLog } from "../components/kit/runtime/demo-log"
import { DemoHost } from "../components/kit/runtime/demo-host"
import { toJson } from "../components/kit/runtime/json-value"
import type { DemoComponent } from "./demo-loader"
import { isOn, LOG } from "./element-attributes"
import type { DemoLogDetail } from "./event-types"
import {
  createDispatchingInspector,
  nonDefaultAttributes,
  type ControlsChangeDetail,
} from "./state-events"

/** What the element hands its React root (through r2wc's props, see r2wc-internals.ts). */
export interface RootProps {
  container: ShadowRoot
  /** Null until the demo's schema has arrived. */
  schema?: ControlSchema | null
  /** Null until the demo's code has arrived. */
  Demo?: DemoComponent | null
  attributeValues?: Record<string, unknown>
  hideToolbar?: boolean
}

const NO_VALUES: Record<string, unknown> = {}

/** What the stage shows while a demo's schema and code are on their way. */
function Loading() {
  return (
    <div className="sb-demo" part="demo">
      <div className="sb-stage" part="stage">
        <p role="status" data-sb-loading="">
          Loading demo…
        </p>
      </div>
    </div>
  )
}

/**
 * The React root of one demo's elements: the demo in its host (settings, toolbar, error
 * boundary), wired to the element's events: `statechange` from the inspector, `demolog`
 * from the log (and the console only with the `log` attribute), `controlschange` from the
 * Controls tab.
 */
export function demoElementRoot(slug: string, tag: string) {
  return function DemoElementRoot(props: RootProps) {
    const { container, schema, Demo, attributeValues = NO_VALUES, hideToolbar } = props
    const environment = useMemo(() => {
      const host = container.host as HTMLElement
      return {
        getRootNode: () => container,
        logPrefix: `<${tag}>`,
        // Quiet in the host's console unless asked: lines go to the Visualizer and to events.
        log: createDemoLog((message, details) => {
          host.dispatchEvent(
            new CustomEvent<DemoLogDetail>("demolog", {
              bubbles: true,
              composed: true,
              detail: { message, details: details.map(toJson) },
            }),
          )
          if (isOn(host.getAttribute(LOG))) console.log(`<${tag}> ${message}`, ...details)
        }),
        inspector: createDispatchingInspector(() => host),
      }
    }, [container])
    if (!schema || !Demo) return <Loading />
    return (
      <DemoHost
        slug={slug}
        schema={schema}
        Demo={Demo}
        attributeValues={attributeValues}
        environment={environment}
        hideToolbar={hideToolbar}
        onControlsChange={(values) =>
          container.host.dispatchEvent(
            new CustomEvent<ControlsChangeDetail>("controlschange", {
              bubbles: true,
              composed: true,
              detail: { values: nonDefaultAttributes(schema, values) },
            }),
          )
        }
      />
    )
  }
}
