import { useSyncExternalStore } from "react"
import { useDemoEnvironment } from "../runtime/demo-environment"

/** Details as one line of JSON; what JSON cannot hold (cycles, BigInt) as plain text. */
function detailText(details: unknown[]): string {
  if (details.length === 0) return ""
  try {
    return details.map((detail) => JSON.stringify(detail) ?? String(detail)).join(" ")
  } catch {
    return details.map(String).join(" ")
  }
}

/**
 * The demo's log lines (form values, selections), newest first, in the Visualizer tab: the
 * place a visitor looks, instead of the host page's console. Text nodes only.
 */
export function DemoLogView() {
  const { log } = useDemoEnvironment()
  const entries = useSyncExternalStore(log.subscribe, log.getEntries)
  if (entries.length === 0) return null
  return (
    <section className="sb-log" aria-label="Demo log">
      <h3 className="sb-machine-label">Log</h3>
      <ol className="sb-code sb-log-lines" reversed>
        {[...entries].reverse().map((entry) => (
          <li key={entry.id}>
            <span className="sb-v-key">{entry.message}</span> {detailText(entry.details)}
          </li>
        ))}
      </ol>
    </section>
  )
}
