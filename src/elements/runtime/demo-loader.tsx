import type { ComponentType } from "react"
import type { ControlSchema } from "../../components/kit/runtime/controls"
import type { DemoProps } from "../../components/kit/runtime/demo-types"
import { useAdoptedSheet } from "../../components/kit/runtime/stylesheets"
import type { DemoDefinition, LoadedDemo } from "../define/demo-definition"

export type DemoComponent = ComponentType<DemoProps<ControlSchema>>

/**
 * Wraps a loaded demo so its widget sheet is adopted by the shadow root it renders in,
 * before the first paint (an insertion effect), so the widget never shows unstyled.
 */
export function withWidgetStyles(slug: string, module: LoadedDemo): DemoComponent {
  const { default: Widget, styles } = module
  return function StyledDemo(props: DemoProps<ControlSchema>) {
    useAdoptedSheet(slug, styles)
    return <Widget {...props} />
  }
}

/** One demo's schema and code, shared by every element of its tag: here, or on their way. */
export interface DemoLoader {
  /** Null until the schema has arrived (it comes with the code, unless the definition has it). */
  readonly schema: ControlSchema | null
  /** Null until the code has arrived. */
  readonly Demo: DemoComponent | null
  /** Why the last attempt to fetch the code failed (a network error, a blocked chunk), if it did. */
  readonly error: Error | null
  /**
   * Fetches the schema and code once; later calls share the first. It never rejects: after a
   * failure `error` says why, and the next call tries again (browsers fetch a failed module anew).
   */
  load(): Promise<void>
}

export function demoLoader(definition: DemoDefinition): DemoLoader {
  let schema = definition.controls ?? null
  // The demo renders as a plain component once its module is here, never through
  // React.lazy: a Suspense fallback that has been shown holds the content back for up to
  // 300 ms (React's reveal throttle), which a demo whose code is already here would pay for
  // nothing.
  let Demo: DemoComponent | null = null
  let error: Error | null = null
  let loading: Promise<void> | null = null
  return {
    get schema() {
      return schema
    },
    get Demo() {
      return Demo
    },
    get error() {
      return error
    },
    load: () =>
      (loading ??= definition.load().then(
        (module) => {
          schema = module.controls
          Demo = withWidgetStyles(definition.slug, module)
          error = null
        },
        (reason: unknown) => {
          error = reason instanceof Error ? reason : new Error(String(reason))
          loading = null
        },
      )),
  }
}
