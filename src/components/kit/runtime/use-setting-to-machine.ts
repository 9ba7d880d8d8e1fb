import { useEffect, useRef } from "react"

/**
 * For a value the MACHINE owns (it starts from `defaultValue` and changes it itself): hands
 * a new value of a setting to the machine, with `apply` (`api.setValue`, `api.setOpen`, a
 * `send`…), after the render in which the setting changed. Never on the first render: the
 * machine started from the setting. After render, because it changes the machine's store,
 * which React forbids during render.
 *
 * For state the DEMO holds in React, seeded and reset by a setting, see
 * `useStateResetBySetting`. Compare settings as strings, numbers or memoised objects: a new
 * identity counts as a change.
 */
export function useSettingToMachine<T>(setting: T, apply: (setting: T) => void) {
  const seen = useRef(setting)
  useEffect(() => {
    if (Object.is(seen.current, setting)) return
    seen.current = setting
    apply(setting)
  })
}
