import type { KeyboardMap } from "../../components/kit/accessibility/keyboard-map"
import { loadKeyboardMap } from "../../components/kit/accessibility/keyboard-maps"
import {
  keyId,
  keysTriedBy,
  keyTotal,
  type KeyId,
} from "../../components/kit/accessibility/keys-tried"
import type { PressedKey } from "../../components/kit/accessibility/pressed-keys"
import type { KeyTriedDetail } from "../api/event-types"

/**
 * `keytried`: fetched on the first key pressed in a demo, with that demo's keyboard map. Each
 * key of the map is announced once per element, the first time it is pressed where it acts.
 */

const triedBy = new WeakMap<HTMLElement, Set<KeyId>>()
const maps = new Map<string, Promise<KeyboardMap>>()

export async function dispatchKeyTried(host: HTMLElement, slug: string, press: PressedKey) {
  let map = maps.get(slug)
  if (!map) maps.set(slug, (map = loadKeyboardMap(slug)))
  const keyboard = await map
  const tried = triedBy.get(host) ?? new Set<KeyId>()
  triedBy.set(host, tried)
  for (const [index, key] of keysTriedBy(keyboard, press)) {
    const id = keyId(index, key)
    if (tried.has(id)) continue
    tried.add(id)
    const binding = keyboard.bindings[index]!
    const detail: KeyTriedDetail = {
      key,
      part: binding.part,
      action: binding.action,
      tried: tried.size,
      total: keyTotal(keyboard),
    }
    host.dispatchEvent(new CustomEvent("keytried", { bubbles: true, composed: true, detail }))
  }
}
