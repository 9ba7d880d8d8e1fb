import { useState, type Dispatch, type SetStateAction } from "react"

/**
 * For state the DEMO holds in React (not a machine's value): a setting seeds it, the demo
 * changes it freely, and a new value of the setting replaces it. The reset happens during
 * render (React's way to adjust state when a prop changes), so no frame shows the old state
 * with the new setting.
 *
 * For a value the machine owns, hand the new setting to the machine instead, with
 * `useSettingToMachine`.
 */
export function useStateResetBySetting<T>(setting: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(setting)
  const [seen, setSeen] = useState(setting)
  if (!Object.is(seen, setting)) {
    setSeen(setting)
    setState(setting)
  }
  return [state, setState]
}
