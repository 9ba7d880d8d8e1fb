import { Link } from "../router"
import { Page } from "./page"

/** The default route's page: names the path that has no page, and leads home. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <Page heading="Page not found">
      <p>
        There is no page at <code className="site-path">{readablePath(path)}</code>.
      </p>
      <p>
        <Link to="/">Go to the home page</Link> to see every demo.
      </p>
    </Page>
  )
}

/** The path as typed (`/caf%C3%A9` shows as `/café`); a malformed escape shows as is. */
function readablePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
