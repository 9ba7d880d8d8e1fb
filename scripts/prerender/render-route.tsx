import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { App } from "../../src/showcase/app"
import { pageTitle } from "../../src/showcase/page-title"
import { loadShownModules } from "../../src/showcase/prerendered-route"
import { renderAt } from "../../src/showcase/router"
import { siteRoutes } from "../../src/showcase/routes"
import { siteDemos } from "../../src/showcase/site-demos"

/**
 * The showcase's pages rendered ahead of time, in Node, by the same components the browser
 * hydrates (src/showcase/main.tsx): the shell, the nav and each page, as HTML.
 */

export interface RenderedRoute {
  path: string
  /** The demo's slug; undefined for the home page. */
  slug?: string
  title: string
  /** The markup of `<div id="app">`. */
  markup: string
}

/** Every route the site has: home, then one per demo. */
export function routePaths(): string[] {
  return siteRoutes(siteDemos).map((route) => route.path)
}

export async function renderRoute(path: string): Promise<RenderedRoute> {
  const slug = path.slice(1)
  const demo = siteDemos.find((candidate) => candidate.slug === slug)
  renderAt(path)
  await loadShownModules(path)
  const markup = renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  return demo
    ? { path, slug, title: pageTitle(demo.label), markup }
    : { path, title: pageTitle(), markup }
}
