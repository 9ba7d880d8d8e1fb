/**
 * What the sweeps (test/browser/sweeps) need to know of a demo beyond its schema, kept with
 * the demo's page object: `export const testFacts: DemoTestFacts` in its folder's
 * `src/components/<widget>/<slug>.page.ts`, found there by its file name. A demo with no facts
 * has no exceptions: every control of it must change what a user sees.
 */

/** Why a control shows nothing until the widget is used, by kind of use. */
export const SEEN_WHEN = {
  popupPlacement: "where a popup opens: every popup is closed at first",
  openPopup: "how an open popup behaves: closing, focus and scroll rules act once it is open",
  keys: "a keyboard or typing rule: seen when keys are pressed or text is typed",
  pointer: "a pointer rule: seen when the pointer drags, hovers or drops; zag marks none",
  stroke: "how a stroke is drawn and saved: nothing is drawn at first",
  time: "a time: seen only after waiting (a delay, a timeout, a tick)",
  tour: "how the tour is started, placed, moved through and closed, once a visitor starts it",
  noValue: "a limit or format with no value to apply it to at first",
} as const

/**
 * A value the keyboard steps, for the key-burst test (test/browser/key-bursts.test.ts):
 * `presses` keys sent back to back, faster than a render, must make exactly that many steps.
 */
export interface KeyBurst {
  /** What steps, for the test's name ("highlighted option"). */
  what: string
  /** Attributes the demo is mounted with. */
  attributes?: Record<string, string>
  /** Puts focus where the keys go, opening the widget's popup first when it has one. */
  focus: (root: ShadowRoot) => Promise<unknown>
  /** The key, or the key of the i-th press when they differ (typing). */
  key: string | ((index: number) => string)
  presses: number
  /** What the visitor sees of the value, as a number. */
  read: (root: ShadowRoot) => number
  /** How much one key moves it (1 unless said). */
  step?: number
}

export interface DemoTestFacts {
  /**
   * Controls with nothing to see until the widget is used (a popup opened, a key pressed, a
   * pointer dragged, a timer waited for, a file dropped), by control key, with why. The
   * controls sweep skips them; the demo's own file tests them in use.
   */
  seenOnlyInUse?: Readonly<Record<string, string>>
  /** The part that opens the demo's popup: the placement sweep sets placement, then opens it. */
  popupTrigger?: (root: ShadowRoot) => HTMLElement
  /** What a step moves: the step sweep sets step, focuses `part` and presses `key` once. */
  stepped?: {
    part: (root: ShadowRoot) => HTMLElement
    value: (root: ShadowRoot) => number
    key: string
    /** The value is empty at first: one key press gives it a value to step from. */
    startsEmpty?: boolean
  }
  /** A value the keyboard steps: the key-burst test presses keys back to back on it. */
  keyBurst?: KeyBurst
  /** A valid text per string control whose placeholder is its default or only a format. */
  sampleText?: Readonly<Record<string, string>>
  /** Attributes that hold the demo still (a timer not ticking) while a sweep compares looks. */
  still?: Readonly<Record<string, string>>
}
