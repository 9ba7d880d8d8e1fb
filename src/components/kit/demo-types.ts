import type { ComponentType } from "react"
import type { ControlSchema, ControlValues } from "./controls"

/** What every demo component receives: the current value of each of its controls. */
export interface DemoProps<S extends ControlSchema> {
  values: ControlValues<S>
}

/** The shape of a `<slug>.demo.tsx` module, loaded lazily. */
export interface DemoModule {
  // Each demo types its own props; the host only passes `values` through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<DemoProps<any>>
  /** The widget's CSS text (`<widget>.css?inline`), adopted by the element. */
  styles?: string
}
