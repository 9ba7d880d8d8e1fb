import { useEffect, useRef } from "react"

/**
 * Calls `apply` after a render in which `setting` differs from the one before (never on the
 * first): how a demo hands a new value from the Controls tab to a machine that owns its value
 * (`api.setValue`, `api.setOpen`…). Compare settings as strings or numbers: identity decides.
 */
export function useControlChange<T>(setting: T, apply: (setting: T) => void) {
  const seen = useRef(setting)
  useEffect(() => {
    if (Object.is(seen.current, setting)) return
    seen.current = setting
    apply(setting)
  })
}
