import { useLazyModule } from "../lazy-module"

const loadZagExamplePage = () => import("./zag-example-page")

/**
 * One of zag's example addresses, once its chunk (the page and the table of addresses) is
 * here: no other page fetches it.
 */
export function LazyZagExamplePage(props: { example: string; path: string }) {
  const page = useLazyModule(loadZagExamplePage)
  if (page.status === "loaded") return <page.module.ZagExamplePage {...props} />
  if (page.status === "failed")
    return (
      <p role="alert" className="site-demo-problem">
        This page could not load ({String(page.error)}). Reload the page to try again.
      </p>
    )
  return (
    <p role="status" className="site-demo-loading">
      Opening zag’s {props.example} example…
    </p>
  )
}
