import { DemoPage } from "./pages/demo-page"
import { LazyHomePage } from "./pages/lazy-home-page"
import { NotFoundPage } from "./pages/not-found-page"
import { LazyZagExamplePage } from "./pages/lazy-zag-example-page"
import { pickRoute, useLocation } from "./router"
import { notFound, resolveView, siteRoutes, type View } from "./routes"
import { Layout } from "./shell/layout"
import { siteDemos, type SiteDemo } from "./site-demos"

const routes = siteRoutes(siteDemos)

/** The site: the shell around the page the current path picks. */
export function App() {
  const { path } = useLocation()
  const view = resolveView(pickRoute(routes, path, notFound))
  // Keyed by path: each page starts fresh (a new demo element, its own state).
  return <Layout>{renderView(view, path)}</Layout>
}

function renderView(view: View<SiteDemo>, path: string) {
  switch (view.page) {
    case "home":
      return <LazyHomePage key={path} />
    case "demo":
      return <DemoPage key={path} demo={view.demo} variant={view.variant} />
    case "zag-example":
      return <LazyZagExamplePage key={path} example={view.example} path={path} />
    case "not-found":
      return <NotFoundPage key={path} path={path} />
  }
}
