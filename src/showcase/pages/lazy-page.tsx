import type { ReactNode } from "react"
import { useLazyModule } from "../lazy-module"

/**
 * A page whose code is a chunk of its own (home, not found, zag's example addresses): the
 * page once it is here, a status while it comes, and what failed if it could not. Demo pages
 * are not: their heading shows at once, in the site's entry.
 */
export function LazyPage<M>(props: {
  load: () => Promise<M>
  render: (module: M) => ReactNode
  /** Names it in the failure: "The home page". */
  name: string
}) {
  const page = useLazyModule(props.load)
  if (page.status === "loaded") return props.render(page.module)
  if (page.status === "failed")
    return (
      <p role="alert" className="site-demo-problem">
        {props.name} could not load ({String(page.error)}). Reload the page to try again.
      </p>
    )
  return (
    <p role="status" className="site-demo-loading">
      Loading…
    </p>
  )
}
