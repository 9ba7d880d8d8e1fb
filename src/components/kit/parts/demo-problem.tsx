import type { ReactNode } from "react"

/**
 * What a demo tells the visitor when it set something aside: a setting it could not use,
 * typed input it refused. An alert, so a screen reader announces it as it appears.
 */
export function DemoProblem({ children }: { children: ReactNode }) {
  return (
    <p className="sb-problem" role="alert">
      {children}
    </p>
  )
}
