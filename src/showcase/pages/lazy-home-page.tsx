import { useLazyModule } from "../lazy-module"

/** The home page's chunk: its text, the groups and summaries of every demo. */
export const loadHomePage = () => import("./home-page")

/** The home page once its chunk is here; demo pages never fetch it. */
export function LazyHomePage() {
  const home = useLazyModule(loadHomePage)
  if (home.status === "loaded") return <home.module.HomePage />
  if (home.status === "failed")
    return (
      <p role="alert" className="site-demo-problem">
        The home page could not load ({String(home.error)}). Reload the page to try again.
      </p>
    )
  return (
    <p role="status" className="site-demo-loading">
      Loading…
    </p>
  )
}
