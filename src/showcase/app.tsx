import { DemoPage } from "./pages/demo-page"
import { HomePage } from "./pages/home-page"
import { NotFoundPage } from "./pages/not-found-page"
import { pickRoute, useLocation } from "./router"
import { notFound, routes, type View } from "./routes"
import { Layout } from "./shell/layout"

/** The site: the shell around the page the current path picks. */
export function App() {
  const { path } = useLocation()
  const { value } = pickRoute(routes, path, notFound)
  // Keyed by path: each page starts fresh (a new demo element, its own state).
  return <Layout>{renderView(value, path)}</Layout>
}

function renderView(view: View, path: string) {
  switch (view.page) {
    case "home":
      return <HomePage key={path} />
    case "demo":
      return <DemoPage key={path} entry={view.entry} />
    case "not-found":
      return <NotFoundPage key={path} path={path} />
  }
}
