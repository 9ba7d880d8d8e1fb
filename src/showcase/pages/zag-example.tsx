import { LazyPage } from "./lazy-page"

const loadZagExamplePage = () => import("./zag-example-page")

/** One of zag's example addresses: its page and the table of them, fetched only for it. */
export function ZagExample({ example, path }: { example: string; path: string }) {
  return (
    <LazyPage
      load={loadZagExamplePage}
      render={(page) => <page.ZagExamplePage example={example} path={path} />}
      name="This page"
    />
  )
}
