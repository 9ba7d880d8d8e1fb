import { useCallback } from "react"
import { useDemoEnvironment } from "./demo-environment"

/** Logs a demo event (a menu selection, a toast action) to wherever the demo is mounted. */
export function useDemoLog(): (message: string, ...details: unknown[]) => void {
  const { log } = useDemoEnvironment()
  return useCallback((message, ...details) => log.write(message, details), [log])
}
