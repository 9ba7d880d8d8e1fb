import { useState, type Dispatch, type SetStateAction } from "react"

/**
 * Local state that a control seeds and resets: the widget changes it freely, and a new value
 * of the control replaces it. The reset happens during render (React's way to adjust state
 * when a prop changes), so no frame shows the old state with the new setting.
 * `toState` reads the setting into state; it gets the current state on a reset, to keep it
 * when the new setting is unusable.
 */
export function useSettingState<S, T = S>(
  setting: S,
  toState: (setting: S, current: T | undefined) => T = (value) => value as unknown as T,
): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(() => toState(setting, undefined))
  const [seen, setSeen] = useState(setting)
  if (!Object.is(seen, setting)) {
    setSeen(setting)
    setState(toState(setting, state))
  }
  return [state, setState]
}
