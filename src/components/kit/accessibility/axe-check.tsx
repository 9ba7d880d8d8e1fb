import { useState } from "react"

/** One rule axe found broken, with the parts it hit. */
interface Violation {
  id: string
  impact: string
  help: string
  parts: string[]
}

type CheckState =
  | { status: "idle" }
  | { status: "running" }
  | { status: "done"; violations: Violation[]; rules: number; version: string }
  | { status: "failed"; message: string }

/**
 * Runs axe-core on this demo's widget alone, in the theme it is shown in (axe reads the
 * colours the browser computed). axe is a large script: it is fetched only when pressed.
 */
export function AxeCheck({ stage }: { stage: Element | null }) {
  const [check, setCheck] = useState<CheckState>({ status: "idle" })
  const run = async () => {
    if (!stage) return
    setCheck({ status: "running" })
    try {
      setCheck({ status: "done", ...(await runAxe(stage)) })
    } catch (error) {
      setCheck({
        status: "failed",
        message: error instanceof Error ? error.message : String(error),
      })
    }
  }
  return (
    <>
      <button type="button" onClick={run} disabled={!stage || check.status === "running"}>
        Check with axe
      </button>
      <div role="status" className="sb-a11y-check">
        {check.status === "running" && <p>Checking…</p>}
        {check.status === "failed" && <p>The check could not run: {check.message}</p>}
        {check.status === "done" && <CheckResult {...check} />}
      </div>
    </>
  )
}

function CheckResult({ violations, rules, version }: Extract<CheckState, { status: "done" }>) {
  if (violations.length === 0)
    return (
      <p>
        No violations: axe-core {version} ran {rules} rules on this demo.
      </p>
    )
  return (
    <>
      <p>
        {violations.length} {violations.length === 1 ? "violation" : "violations"} (axe-core{" "}
        {version}, {rules} rules):
      </p>
      <ul className="sb-a11y-violations">
        {violations.map((violation) => (
          <li key={violation.id}>
            <strong>{violation.help}</strong>{" "}
            <span className="sb-muted">
              ({violation.impact}, {violation.id})
            </span>
            <br />
            Hits: {violation.parts.join(", ")}
          </li>
        ))}
      </ul>
    </>
  )
}

// axe runs one check at a time per page: a second press waits for the first.
let queue: Promise<unknown> = Promise.resolve()

async function runAxe(stage: Element) {
  const { default: axe } = await import("axe-core")
  const run = queue.then(() => axe.run(stage, { elementRef: true, resultTypes: ["violations"] }))
  queue = run.catch(() => {})
  const results = await run
  const rules =
    results.violations.length +
    results.passes.length +
    results.incomplete.length +
    results.inapplicable.length
  return {
    version: axe.version,
    rules,
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "unknown impact",
      help: violation.help,
      parts: [...new Set(violation.nodes.map((node) => partOf(node.element)))],
    })),
  }
}

/** The zag part a node belongs to ("menu item"), or "the stage" for markup around the parts. */
function partOf(element: Element | undefined): string {
  const part = element?.closest("[data-part]")
  if (!part) return "the stage"
  return `${part.getAttribute("data-scope") ?? ""} ${part.getAttribute("data-part")}`.trim()
}
