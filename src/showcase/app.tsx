import { DemoPage } from "./pages/demo-page"
import { LazyHomePage } from "./pages/lazy-home-page"
import { LazyPage } from "./pages/lazy-page"
import { ZagExample } from "./pages/zag-example"
import { pickRoute, useLocation, type RouteParams } from "./router"
import { notFound, siteRoutes, type View } from "./routes"
import { Layout } from "./shell/layout"
import { siteDemos, type SiteDemo } from "./site-demos"

const routes = siteRoutes(siteDemos)

/** A page few visits need: a chunk of its own (lazy-page.tsx). */
const loadNotFoundPage = () => import("./pages/not-found-page")

/** The site: the shell around the page the current path picks. */
export function App() {
  const { path } = useLocation()
  const { value, params } = pickRoute(routes, path, notFound)
  // Keyed by path: each page starts fresh (a new demo element, its own state).
  return <Layout>{renderView(value, params, path)}</Layout>
}

function renderView(view: View<SiteDemo>, params: RouteParams, path: string) {
  switch (view.page) {
    case "home":
      return <LazyHomePage key={path} />
    case "demo":
      return <DemoPage key={path} demo={view.demo} variant={params.variant} />
    case "zag-example":
      return <ZagExample key={path} example={`${params.folder}/${params.page}`} path={path} />
    case "not-found":
      return (
        <LazyPage
          key={path}
          load={loadNotFoundPage}
          render={(page) => <page.NotFoundPage path={path} />}
          name="This page"
        />
      )
  }
}
