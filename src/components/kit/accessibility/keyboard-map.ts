/**
 * A demo's keyboard map: the keys its zag machine(s) handle and what each does, as facts from
 * zag's documentation and machine source, written for the reader. Each demo folder has one,
 * `<slug>.keyboard.ts` beside `<slug>.demo.tsx`, exporting `keyboard`; the Accessibility tab
 * lists it and marks the keys the reader has pressed.
 */

/**
 * A key as `KeyboardEvent.key` names it ("ArrowDown", "Enter", " ", "a"), optionally after
 * modifiers joined with "+" ("Shift+Tab", "Alt+ArrowRight"). One extra word, `Character`,
 * stands for any single printable character: typeahead, or typing into a field.
 */
export type KeyName = string

/** The word that stands for any single printable character in a binding's keys. */
export const ANY_CHARACTER = "Character"

/** How a key reads in a keyboard table: the space bar as "Space", modifiers as separate keys. */
export function keyLabel(key: string): string {
  if (key === " ") return "Space"
  if (key === ANY_CHARACTER) return "Any character"
  return key.replace(/\+(?=.)/g, " + ")
}

export interface KeyBinding {
  /** The keys that do the same thing where the binding says; one binding, one action. */
  keys: readonly KeyName[]
  /** zag's data-part the focus is on when the key acts ("trigger", "item", "input"). */
  part: string
  /** What the key does, one plain sentence, from zag's docs for the machine. */
  action: string
  /** In demos that run several machines: that machine's label, as passed to useDemoMachine. */
  machine?: string
}

export interface KeyboardMap {
  bindings: readonly KeyBinding[]
  /** Why a demo has no keys of its own (an avatar, a progress bar), or what else to know. */
  note?: string
}

/** The same bindings, each tagged with the label of the machine that handles them. */
export function forMachine(label: string, bindings: readonly KeyBinding[]): KeyBinding[] {
  return bindings.map((binding) => ({ ...binding, machine: label }))
}
