/**
 * The keys the reader pressed inside a demo's stage, each with the zag part that had focus,
 * so the Accessibility tab can mark the keys of the keyboard map as tried and an element can
 * send `keytried`. An element starts recording with the code it fetches right after the
 * widget's first render (elements/extras/event-extras.ts), so the widget's critical path
 * carries none of it; the tab, opened later, reads the same record.
 */

export interface PressedKey {
  /** As a keyboard map writes keys: modifiers first ("Shift+Tab"), " " for the space bar. */
  key: string
  /** The `data-part` of the element the key went to ("" when it had none). */
  part: string
  /** Its `data-scope`: which machine's part it is ("accordion", "menu"). */
  scope: string
  /** The part its aria-activedescendant points at (a menu's highlighted item), if any. */
  activePart?: string
}

export interface PressedKeys {
  /** Each key and part once, in the order first pressed. */
  getPressed(): readonly PressedKey[]
  subscribe(listener: (key: PressedKey) => void): () => void
}

/** A keyboard event's key as keyboard maps write it: held modifiers, then the key. */
export function keyName(event: KeyboardEvent): string {
  // A printable character already says whether Shift was down ("A", "?"): Shift is not named.
  const printable = event.key.length === 1
  const modifiers = [
    event.ctrlKey && "Control",
    event.altKey && "Alt",
    event.metaKey && "Meta",
    event.shiftKey && !printable && "Shift",
  ].filter(Boolean)
  const modifierKeys = ["Control", "Alt", "Meta", "Shift"]
  return modifierKeys.includes(event.key) ? event.key : [...modifiers, event.key].join("+")
}

// One record per stage: whoever asks first (an element's extras, or the tab) starts it.
const records = new WeakMap<Element, PressedKeys>()

/** The keys pressed in this stage (the widget's box, popups included) since recording began. */
export function pressedKeysOf(stage: Element): PressedKeys {
  let keys = records.get(stage)
  if (!keys) records.set(stage, (keys = recordKeys(stage)))
  return keys
}

function recordKeys(stage: Element): PressedKeys {
  // A new array on each new key: a stable snapshot between changes, for useSyncExternalStore.
  let pressed: readonly PressedKey[] = []
  const seen = new Set<string>()
  const listeners = new Set<(key: PressedKey) => void>()
  // Capture: a widget's handler may stop the key from going further.
  stage.addEventListener(
    "keydown",
    (event) => {
      if (!(event instanceof KeyboardEvent)) return
      const target = event.composedPath()[0] ?? event.target
      const element = target instanceof Element ? target.closest("[data-part]") : null
      const activeId = element?.getAttribute("aria-activedescendant")
      const active = activeId && element ? byId(element, activeId) : null
      const key: PressedKey = {
        key: keyName(event),
        part: element?.getAttribute("data-part") ?? "",
        scope: element?.getAttribute("data-scope") ?? "",
        activePart: active?.getAttribute("data-part") ?? undefined,
      }
      const id = `${key.key}\n${key.part}\n${key.scope}\n${key.activePart}`
      if (seen.has(id)) return
      seen.add(id)
      pressed = [...pressed, key]
      listeners.forEach((listener) => listener(key))
    },
    true,
  )
  return {
    getPressed: () => pressed,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The element of an id in the tree `of` is in; none once `of` has left the document (a
 * widget may remove the part a key went to while the key is being handled). */
function byId(of: Element, id: string): Element | null {
  const root = of.getRootNode()
  return root instanceof Document || root instanceof ShadowRoot ? root.getElementById(id) : null
}
