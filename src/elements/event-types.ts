/**
 * The public event payload types. This file imports nothing: the build copies its
 * declarations into the published package as they are (dist/lib/events.d.ts).
 */

/** A value `JSON.stringify` and `structuredClone` accept as is. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** `event.detail` of the `statechange` event a demo element dispatches. */
export interface StateChangeDetail {
  /** The machine's label (`"machine"` unless the demo runs several). */
  machine: string
  state: JsonValue
  context: { [key: string]: JsonValue }
  /** The event that caused the change; null for the initial state. */
  event: JsonValue
}

/** `event.detail` of `controlschange`: the settings that differ from their defaults. */
export interface ControlsChangeDetail {
  /** Keyed by attribute name (`close-on-select`), in schema order. */
  values: Record<string, string | number | boolean>
}

/** `event.detail` of `demolog`: a line a demo logs (a form's values, a menu selection). */
export interface DemoLogDetail {
  message: string
  details: JsonValue[]
}
