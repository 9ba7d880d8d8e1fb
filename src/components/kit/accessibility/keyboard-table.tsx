import { useEffect, useMemo, useState, useSyncExternalStore } from "react"
import { keyLabel, type KeyboardMap } from "./keyboard-map"
import { loadKeyboardMap } from "./keyboard-maps"
import { keyId, keyTotal, triedKeys } from "./keys-tried"
import { pressedKeysOf, type PressedKey } from "./pressed-keys"

/**
 * The keys the demo's machines handle, where focus must be and what each does, with the
 * keys the reader has pressed in this demo marked as tried and counted, like coverage.
 */
export function KeyboardTable({ slug, stage }: { slug?: string; stage: Element | null }) {
  const { keyboard, error } = useKeyboardMap(slug)
  const pressed = usePressedKeys(stage)
  const tried = useMemo(
    () => (keyboard ? triedKeys(keyboard, pressed) : new Set()),
    [keyboard, pressed],
  )

  if (error) return <p className="sb-muted">{error}</p>
  if (!keyboard) return <p role="status">Loading the keyboard map…</p>
  const total = keyTotal(keyboard)
  const machines = new Set(keyboard.bindings.map((binding) => binding.machine)).size > 1
  return (
    <>
      {keyboard.note && <p className="sb-muted">{keyboard.note}</p>}
      {total > 0 && (
        <p className="sb-a11y-count" data-testid="keys-tried">
          Keys tried {tried.size}/{total}
        </p>
      )}
      {total > 0 && (
        <div className="sb-a11y-scroll" role="region" aria-label="Keyboard map" tabIndex={0}>
          <table className="sb-a11y-table">
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">Focus on</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {keyboard.bindings.map((binding, index) => (
                <tr key={index}>
                  <th scope="row" className="sb-a11y-keys">
                    {binding.keys.map((key) => {
                      const isTried = tried.has(keyId(index, key))
                      return (
                        <span key={key} className="sb-a11y-key" data-tried={isTried || undefined}>
                          <kbd>{keyLabel(key)}</kbd>
                          <span className="sb-a11y-tried">{isTried ? " ✓ tried" : ""}</span>
                        </span>
                      )
                    })}
                  </th>
                  <td>
                    {binding.part}
                    {machines && binding.machine && (
                      <span className="sb-a11y-scope"> {binding.machine}</span>
                    )}
                  </td>
                  <td>{binding.action}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

interface MapState {
  keyboard: KeyboardMap | null
  error: string | null
}

function useKeyboardMap(slug: string | undefined): MapState {
  const [state, setState] = useState<MapState>({ keyboard: null, error: null })
  useEffect(() => {
    if (!slug) return
    let live = true
    loadKeyboardMap(slug).then(
      (keyboard) => live && setState({ keyboard, error: null }),
      () => live && setState({ keyboard: null, error: "The keyboard map could not be loaded." }),
    )
    return () => {
      live = false
    }
  }, [slug])
  return slug ? state : { keyboard: null, error: "This demo has no keyboard map." }
}

const NONE_PRESSED: readonly PressedKey[] = []
const noSubscription = () => () => {}

function usePressedKeys(stage: Element | null): readonly PressedKey[] {
  const keys = useMemo(() => (stage ? pressedKeysOf(stage) : null), [stage])
  return useSyncExternalStore(
    keys?.subscribe ?? noSubscription,
    keys?.getPressed ?? (() => NONE_PRESSED),
  )
}
