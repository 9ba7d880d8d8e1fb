/**
 * The public types of the events and the element API. This file imports nothing: the build
 * copies its declarations into the published package as they are (dist/lib/events.d.ts).
 */

/** A value `JSON.stringify` and `structuredClone` accept as is. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** `event.detail` of the `statechange` event a demo element dispatches. */
export interface StateChangeDetail {
  /** The machine's label (`"machine"` unless the demo runs several). */
  machine: string
  /** The machine's state value after the change (`"open"`, or an object for parallel states). */
  state: JsonValue
  /** The machine's context after the change, as JSON. */
  context: { [key: string]: JsonValue }
  /** The event that caused the change (its `type` and payload); null for the initial state. */
  event: JsonValue
  /** The state before `event`; null for the initial state. */
  from: JsonValue
  /** The state after `event`: the same as `state`. */
  to: JsonValue
}

/** `event.detail` of `controlschange`: the settings that differ from their defaults. */
export interface ControlsChangeDetail {
  /** Keyed by attribute name (`close-on-select`), in schema order. */
  values: Record<string, string | number | boolean>
}

/** `event.detail` of `demolog`: a line a demo logs (a form's values, a menu selection). */
export interface DemoLogDetail {
  /** The line as the demo words it (`"Form submitted"`). */
  message: string
  /** What the demo logged with it (the form's values, the chosen item), as JSON. */
  details: JsonValue[]
}

/** One transition of a machine, as `element.machineInfo` lists it. */
export interface MachineTransitionInfo {
  /** Stable for a machine: `source event target` (`*` for the root, `=` for no target). */
  id: string
  /** The state that declares it; null when the machine's root does (it applies in any state). */
  from: string | null
  event: string
  /** The state it enters; null when the machine stays in its state (actions only). */
  to: string | null
  /** The guard of each branch, in the order zag tries them; null for an unguarded branch. */
  guards: (string | null)[]
  /** Whether a visitor (or a test) has taken it since the demo mounted. */
  taken: boolean
}

/** A machine a demo runs: what it can do, where it is, and what has been reached. */
export interface MachineInfo {
  /** `"machine"`, or the machine's name in demos that run several (`"toast group"`). */
  label: string
  /** The current state (`"open"`, or `"open.interacting"` for a nested state). */
  current: JsonValue
  /** Every state id, parents before their nested states. */
  states: string[]
  transitions: MachineTransitionInfo[]
  /** The states entered since mount (a nested state's parents count as entered). */
  visited: string[]
}

/** `element.machineInfo`: the demo's main machine, and every machine it runs. */
export interface DemoMachineInfo extends MachineInfo {
  machines: MachineInfo[]
}

/** `event.detail` of `keytried`: a key of the demo's keyboard map pressed for the first time. */
export interface KeyTriedDetail {
  /** As the keyboard map writes it: `"ArrowDown"`, `"Shift+Tab"`, `" "` for the space bar. */
  key: string
  /** The zag part focus was on (`"item-trigger"`), where the machine acts on the key. */
  part: string
  /** What the key does there, from the keyboard map. */
  action: string
  /** Keys of the map tried so far in this demo, this one included. */
  tried: number
  /** How many keys the demo's keyboard map has. */
  total: number
}

/** One state or property a part exposes to assistive technology. */
export interface AccessibleStateInfo {
  /** The ARIA name without `aria-`: `"expanded"`, `"valuenow"`, `"controls"`, `"live"`. */
  name: string
  /** As the browser exposes it (`"true"`, `"mixed"`, `"42"`); id references as the parts they name. */
  value: string
}

/** A part of the widget as assistive technology meets it (the Accessibility tab's row). */
export interface AccessiblePartInfo {
  /** zag's `data-scope` and `data-part`. */
  scope: string
  part: string
  /** The computed role; `"generic"` for an element without one. */
  role: string
  /** The computed accessible name, whitespace collapsed (`""` for none or hidden). */
  name: string
  /** The computed accessible description (`aria-describedby`, `title`); `""` for none. */
  description: string
  states: AccessibleStateInfo[]
  focusable: "tab stop" | "focusable" | "not focusable"
  focused: boolean
  /** The focused part points at this one with aria-activedescendant. */
  activeDescendant: boolean
  /** Hidden from assistive technology (display none, `hidden`, aria-hidden). */
  hidden: boolean
}

/** `element.accessibilityInfo`: the widget's parts in DOM order, popups included. */
export interface DemoAccessibilityInfo {
  parts: AccessiblePartInfo[]
}

/** `element.replay(step, options)`'s options. */
export interface ReplayOptions {
  /** Which machine's history `step` counts in (its label); the main machine's by default. */
  machine?: string
}

/** What `element.replay(step)` resolves with: the machine as the replay rebuilt it. */
export interface ReplayResult {
  /** The label of the machine whose step is shown. */
  machine: string
  /** The step shown, counted in that machine's history. */
  step: number
  /** The state value the replay reached at that step. */
  state: JsonValue
  /** The context the replay reached at that step, as JSON. */
  context: { [key: string]: JsonValue }
  /** What differs from the recording at that step (`"context.value"`), or null: nothing. */
  difference: string | null
}

// The one statement of these members: the manifest (custom-elements.json) reads their doc
// comments (scripts/element-manifest.ts).

/** What every `<demo-*>` element adds to HTMLElement, for hosts that type their queries. */
export interface DemoElementApi {
  /**
   * Resolves once the demo runs and machineInfo and accessibilityInfo answer, whatever the
   * loading mode; reading it starts a lazy demo that has not started yet.
   */
  readonly ready: Promise<void>
  /**
   * The demo's machine: states, transitions, the current state and coverage. Null until
   * ready.
   */
  readonly machineInfo: DemoMachineInfo | null
  /**
   * What the widget's parts say to assistive technology now: role, computed name, states,
   * focus, in DOM order. Null until ready.
   */
  readonly accessibilityInfo: DemoAccessibilityInfo | null
  /**
   * Shows the demo as it was at that step by replaying the recorded events to an inert copy;
   * resolves once shown (null for live), rejects with the reason for a step out of range or
   * not replayable.
   * @param step - A step of the machine's history (1 is its first event, 0 its start);
   *   omitted, "live" or Infinity: the live demo.
   * @param options - { machine }: the label of the machine whose history step counts in.
   */
  replay(step?: number | "live", options?: ReplayOptions): Promise<ReplayResult | null>
}
