import { createHotkeyStore, type HotkeyStore } from "@zag-js/hotkeys"
import { useEffect, useRef, useState, type RefObject } from "react"
import { SHORTCUTS, type Scope, type Shortcut } from "./hotkeys-shortcuts"

export interface HotkeysStoreOptions {
  /** The demo's own box: zag listens there, so keys typed elsewhere on the page never reach it. */
  box: RefObject<HTMLElement | null>
  enabled: boolean
  scope: Scope
  sequenceTimeout: number
  fireInFields: boolean
  /** Read on every key: while it answers true (the recorder is listening), nothing fires. */
  paused: () => boolean
  onTrigger: (shortcut: Shortcut) => void
}

/**
 * Runs zag's hotkey store on the demo's box with the demo's shortcuts, and returns the keys it
 * sees held. The timeout and the form rule are fixed when a store is made, so a change of
 * either makes a new store; the scope is switched on the live one.
 */
export function useHotkeysStore(options: HotkeysStoreOptions): readonly string[] {
  const { box, enabled, scope, sequenceTimeout, fireInFields } = options
  const latest = useRef(options)
  latest.current = options
  const store = useRef<HotkeyStore | null>(null)
  const [held, setHeld] = useState<readonly string[]>([])

  useEffect(() => {
    const target = box.current
    if (!enabled || !target) return
    const created = createHotkeyStore({
      sequenceTimeoutMs: sequenceTimeout,
      activeScopes: [latest.current.scope],
      // Run code and Run command share their keys on purpose, in different scopes.
      conflictBehavior: "allow",
    })
    created.register(
      SHORTCUTS.map((shortcut) => ({
        id: shortcut.id,
        hotkey: shortcut.hotkey,
        label: shortcut.label,
        scopes: [shortcut.scope],
        enabled: () => !latest.current.paused(),
        // Said for every shortcut: zag lets modifier shortcuts fire in fields unless told.
        options: { enableOnFormTags: fireInFields },
        action: () => latest.current.onTrigger(shortcut),
      })),
    )
    const stopWatching = created.subscribe(
      (state) => [...state.pressedKeys].join("\n"),
      (keys) => setHeld(keys ? keys.split("\n") : []),
    )
    created.init({ target })
    store.current = created
    return () => {
      stopWatching()
      created.destroy()
      store.current = null
      setHeld([])
    }
  }, [box, enabled, sequenceTimeout, fireInFields])

  useEffect(() => {
    store.current?.setScope(scope)
  }, [scope])

  return held
}
