import type { PressedKey } from "./pressed-keys"
import { ANY_CHARACTER, type KeyBinding, type KeyboardMap } from "./keyboard-map"

/**
 * Which keys of a keyboard map the reader has tried: a key counts once it was pressed while
 * focus was on the part its binding names (or on a part whose active descendant it is), since
 * that is where the machine acts on it.
 * Every key of every binding counts once ("Keys tried 3/9"), like the Visualizer's coverage.
 */

/** One key of one binding: `${binding index} ${key}`. */
export type KeyId = string

export const keyId = (binding: number, key: string): KeyId => `${binding} ${key}`

export function keyTotal(map: KeyboardMap): number {
  return map.bindings.reduce((total, binding) => total + binding.keys.length, 0)
}

export function triedKeys(map: KeyboardMap, pressed: readonly PressedKey[]): Set<KeyId> {
  const tried = new Set<KeyId>()
  map.bindings.forEach((binding, index) => {
    for (const key of binding.keys)
      if (pressed.some((press) => tries(binding, key, press))) tried.add(keyId(index, key))
  })
  return tried
}

/** The keys of the map that this press tries, as [binding index, key] pairs. */
export function keysTriedBy(map: KeyboardMap, press: PressedKey): [number, string][] {
  const found: [number, string][] = []
  map.bindings.forEach((binding, index) => {
    for (const key of binding.keys) if (tries(binding, key, press)) found.push([index, key])
  })
  return found
}

function tries(binding: KeyBinding, key: string, press: PressedKey): boolean {
  // A key on a part that holds focus for another (aria-activedescendant) acts on both.
  if (binding.part !== press.part && binding.part !== press.activePart) return false
  if (key === press.key) return true
  // "Character": any one printable character, typed without Control, Alt or Meta.
  return key === ANY_CHARACTER && press.key.length === 1 && press.key !== " "
}
