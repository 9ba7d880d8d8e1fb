import type { ComponentType } from "react"
import type { ControlSchema } from "../components/kit/runtime/controls"
import type { DemoProps } from "../components/kit/runtime/demo-types"
import { useAdoptedSheet } from "../components/kit/runtime/stylesheets"
import type { DemoDefinition, LoadedDemo } from "./demo-definition"

export type DemoComponent = ComponentType<DemoProps<ControlSchema>>

/**
 * Wraps a loaded demo so its widget sheet is adopted by the shadow root it renders in,
 * before the first paint (an insertion effect), so the widget never shows unstyled.
 */
function withWidgetStyles(slug: string, module: LoadedDemo): DemoComponent {
  const { default: Widget, styles } = module
  return function StyledDemo(props: DemoProps<ControlSchema>) {
    useAdoptedSheet(slug, styles)
    return <Widget {...props} />
  }
}

/** Stands in for a demo whose code could not load: rendering it reaches the error boundary. */
function failingDemo(error: unknown): DemoComponent {
  return function FailedDemo() {
    throw error
  }
}

/** One demo's schema and code, shared by every element of its tag: here, or on their way. */
export interface DemoLoader {
  /** Null until the schema has arrived (the all-demos entry loads it on first connect). */
  readonly schema: ControlSchema | null
  /** Null until the code has arrived. */
  readonly Demo: DemoComponent | null
  /** Fetches the schema and code once; later calls share the first. */
  load(): Promise<void>
}

export function demoLoader(definition: DemoDefinition): DemoLoader {
  let schema = definition.loaded?.controls ?? definition.controls ?? null
  // The demo renders as a plain component once its module is here, never through
  // React.lazy: a Suspense fallback that has been shown holds the content back for up to
  // 300 ms (React's reveal throttle), which a per-demo entry, whose code came with it,
  // would pay for nothing.
  let Demo: DemoComponent | null = definition.loaded
    ? withWidgetStyles(definition.slug, definition.loaded)
    : null
  let loading: Promise<void> | null = null
  return {
    get schema() {
      return schema
    },
    get Demo() {
      return Demo
    },
    load: () =>
      (loading ??= definition.load().then(
        (module) => {
          schema = module.controls
          Demo = withWidgetStyles(definition.slug, module)
        },
        (error: unknown) => {
          // The demo's error box shows it (a chunk that failed to download, say).
          schema ??= {}
          Demo = failingDemo(error)
        },
      )),
  }
}
