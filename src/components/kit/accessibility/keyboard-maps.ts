import { keyboardMaps } from "virtual:statebook/keyboard-maps"
import type { KeyboardMap } from "./keyboard-map"

/** A demo's keyboard map (`<slug>.keyboard.ts` in its folder), fetched on its own. */
export function loadKeyboardMap(slug: string): Promise<KeyboardMap> {
  const load = keyboardMaps[slug]
  if (!load) return Promise.reject(new Error(`No keyboard map found for the ${slug} demo.`))
  return load()
}
